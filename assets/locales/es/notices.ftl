## Notices in the bell, and the short mails that go with them. Names and titles ($who, $client,
## $post, $name) come wrapped in direction isolates; dates ($when, $due) already written.

# A post's life.
notice-submission = Nueva propuesta de contenido
notice-submission-text = { $client } ha enviado «{ $post }» para su aprobación.
notice-awaits = Contenido pendiente de su aprobación
notice-awaits-text = { $who } le ha enviado «{ $post }» para su aprobación.
notice-approved = Contenido aprobado
notice-approved-text = { $who } ha aprobado «{ $post }».
notice-approved-for-you-text = { $who } ha registrado su aprobación de «{ $post }».
notice-changes = Cambios solicitados
notice-changes-text = { $who } ha pedido cambios en «{ $post }».
notice-posted = Contenido publicado
notice-posted-text = «{ $post }» ya está en línea.
notice-comment = Nuevo comentario
notice-comment-text = { $who } ha comentado «{ $post }».
notice-published = Contenido publicado
notice-published-text = «{ $post }» ya está en línea en { $platform }.
notice-publish-failed = Error al publicar
notice-publish-failed-text = No se pudo publicar «{ $post }»: { $reason }
# A post without a title, in the line above.
notice-post-number = Publicación n.º { $id }

# The mail about a post: $text is the bell's sentence.
notice-subject = { $title }: { $post }
notice-quote-changes = Qué cambiar:
notice-quote-comment = El comentario:
notice-content-mail =
    { $text }
    { $quote }
    Cliente: { $client }
    Abrir: { $link }

    Recibe estos correos según sus preferencias de notificación; puede cambiarlas en Configuración.

# Approval deadlines.
notice-approval-reminder = Recordatorio de aprobación
notice-approval-reminder-text = «{ $post }» espera su aprobación antes del { $when }.
notice-approval-overdue = Aprobación vencida
notice-approval-overdue-text = «{ $post }» debía aprobarse a más tardar el { $when } y sigue esperando su aprobación.
notice-overdue-agency-text = «{ $post }» ha superado su fecha límite de aprobación ({ $when }): está pendiente de la revisión de la agencia.
notice-overdue-client-text = «{ $post }» ha superado su fecha límite de aprobación ({ $when }): está pendiente de la aprobación de { $client }.
notice-reminder-mail =
    { $text }

    Revise la publicación aquí: { $link }

    Recibe estos recordatorios mientras una publicación espera su aprobación; puede cambiarlo en Configuración.
notice-open-it =
    { $text }

    Abrir: { $link }

# Messages.
notice-message = Nuevo mensaje
notice-message-text = { $from }: { $text }
notice-message-file = Ha enviado un archivo: { $name }
notice-message-subject = Nuevo mensaje de { $from }
notice-message-line = { $from } escribió: { $text }
notice-message-mail =
    { $from } escribió:

    { $text }

    Responda aquí: { $link }

    Recibe como máximo un correo de este tipo por hora y conversación; puede cambiarlo en Configuración.

# The agency's digest of one client's actions.
notice-digest-first =
    { $text }

    Todo lo demás que haga { $client } en los próximos { $minutes } minutos le llegará en un solo correo cuando hayan transcurrido.
notice-digest-submitted =
    { $count ->
        [one] 1 publicación nueva enviada
       *[other] { $count } publicaciones nuevas enviadas
    }
notice-digest-approved =
    { $count ->
        [one] 1 publicación aprobada
       *[other] { $count } publicaciones aprobadas
    }
notice-digest-changes =
    { $count ->
        [one] 1 solicitud de cambios
       *[other] { $count } solicitudes de cambios
    }
notice-digest-comment =
    { $count ->
        [one] 1 comentario
       *[other] { $count } comentarios
    }
notice-digest-message =
    { $count ->
        [one] 1 mensaje
       *[other] { $count } mensajes
    }
notice-digest-other =
    { $count ->
        [one] 1 novedad más
       *[other] { $count } novedades más
    }
notice-digest-more = y { $count } más.
notice-digest-subject = { $client }: { $summary }
notice-digest-mail =
    { $client }: { $summary } desde el último correo sobre este cliente.

    { $lines }

    Abrir: { $link }

    Recibe como máximo un correo sobre cada cliente cada { $minutes } minutos; las notificaciones (la campana) muestran todos los eventos. Puede cambiar sus correos en Configuración.

# Tasks, accounts, the public site, sign-ups.
notice-task = Nueva tarea asignada
notice-task-text = { $who } le ha asignado «{ $task }».
notice-reconnect = Vuelva a conectar una cuenta social
notice-connected = Cuenta conectada
notice-connected-text = { $client } ha conectado la cuenta de { $platform } { $handle }.
notice-inquiry = Nueva consulta de contacto
notice-inquiry-text = { $name } <{ $email }> ({ $kind }): { $subject }
notice-registration = Nuevo registro de cliente
notice-registration-text = { $who } se ha registrado con { $email } y está pendiente de revisión.
notice-welcome = Le damos la bienvenida a Atrium
notice-welcome-text = Estos son datos de demostración: explore con libertad y, después, cree su agencia real con el comando atrium setup.

# Billing notices to the agency.
notice-payment-to-verify = Pago por verificar
notice-payment-to-verify-text = { $client } indica que ha pagado { $amount } por el plan { $plan } mediante transferencia bancaria (titular de la cuenta: { $holder }). Compruebe la cuenta y después apruebe el pago en Clientes > Verificaciones pendientes.
notice-invoice-overdue = Factura vencida
notice-invoice-overdue-text = La factura { $number } de { $client } ({ $amount }) vencía el { $due } y no se ha pagado.
notice-cancelled = Suscripción cancelada
notice-cancelled-text = { $client } ha cancelado el plan { $plan }.
notice-cancelled-reason-text = { $client } ha cancelado el plan { $plan }. Motivo: { $reason }
notice-admin-mail =
    { $text }

    Abra el portal: { $link }

    — { $agency }

# What a notice shows of a message (its first words, as they are), or nothing.
notice-quoted = { $text }
notice-empty = { "" }

# To the agency when a post could not be published.
notice-publish-failed-subject = Una publicación no pudo publicarse
notice-publish-failed-mail =
    Una publicación no pudo publicarse en { $platform }.

    { $reason }

    Abrir: { $link }
    Desde allí, Reintentar la vuelve a enviar; Marcar como publicada a mano la registra si la publicó usted mismo.

# To a client whose account must be connected again; $text says why, in the provider's words.
notice-reconnect-subject = Vuelva a conectar su cuenta social
notice-reconnect-mail =
    { $text }

    Inicie sesión en su panel y use Conectar en Resumen para volver a conectarla; su historial se conserva.

notice-list-separator = {", "}
