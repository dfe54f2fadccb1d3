## Mails to the agency's staff, its clients and people they invite. $agency is the agency's
## name, $link an address, $name a person's name; dates come already written in the language.

verification-subject = Su código de verificación
verification-body =
    Hola:

    Su código de verificación es: { $code }

    Introdúzcalo en la página de registro para terminar de crear su cuenta. El código es válido
    durante 10 minutos. Si no lo ha solicitado, puede ignorar este mensaje: no se crea ninguna
    cuenta sin el código.

    — { $agency }

already-registered-subject = Ya tiene una cuenta
already-registered-body =
    Hola:

    Alguien ha solicitado crear una cuenta con esta dirección de correo electrónico, pero usted ya
    tiene una. Si fue usted, inicie sesión; si ha olvidado su contraseña, pida a la agencia que la
    restablezca. Si no fue usted, puede ignorar este mensaje: no ha cambiado nada.

    — { $agency }

new-client-subject = Nuevo registro de cliente
new-client-body =
    Hola:

    Un nuevo cliente se ha registrado en el portal y está pendiente de revisión:

      Nombre:  { $name }
      Empresa: { $company }
      Correo:  { $email }

    Abra la página Clientes para revisar la cuenta.

    — { $agency }

password-changed-subject = Se ha cambiado su contraseña
password-changed-body =
    Hola:

    Se acaba de cambiar la contraseña de su cuenta en el portal de { $agency } y se han cerrado
    todas las demás sesiones iniciadas.

    Si fue usted, no tiene que hacer nada. Si no, póngase en contacto con la agencia de inmediato.

    — { $agency }

invitation-subject = Invitación a su portal de cliente
invitation-body =
    Hola, { $name }:

    { $inviter } le ha invitado a su portal de cliente, donde podrá seguir su contenido, su
    rendimiento, sus mensajes y su facturación.

    Para empezar, establezca su contraseña aquí:
    { $link }

    El enlace es válido durante 7 días y solo puede usarse una vez.

    — { $agency }

team-invitation-subject = Únase al equipo de { $client } en el portal de cliente
team-invitation-body =
    Hola, { $name }:

    { $inviter } le ha invitado a unirse al equipo de { $client } en el portal de cliente de { $agency }, con el rol de { $seat }:
    { $does }.

    Establezca su contraseña aquí para unirse:
    { $link }

    El enlace es válido durante 7 días y solo puede usarse una vez.

    — { $agency }

# What each seat of a client's team may do, after "as owner:" and the like.
seat-owner = propietario
seat-owner-does = todo, incluida la gestión del propio equipo
seat-approver = aprobador
seat-approver-does = puede revisar y aprobar contenido, comentar, escribir a la agencia y ver el rendimiento
seat-viewer = lector
seat-viewer-does = puede seguir el contenido y el rendimiento y comentar las publicaciones
seat-billing = facturación
seat-billing-does = puede ver las facturas y la facturación y enviar pagos

staff-invitation-subject = Únase al equipo de { $agency }
staff-invitation-body =
    Hola, { $name }:

    { $inviter } le ha invitado a unirse al equipo de { $agency } en su portal, con el rol de { $role }: { $does }.

    Establezca su contraseña aquí para unirse:
    { $link }

    El enlace es válido durante 7 días y solo puede usarse una vez.

    — { $agency }

# What each role of the agency's staff may do.
role-owner = propietario
role-owner-does = todo, incluidos la configuración de la agencia, el personal y las copias de seguridad
role-manager = gerente
role-manager-does = clientes, contenido, tareas, mensajes y facturas, sin la configuración de la agencia
role-member = miembro
role-member-does = el contenido, las tareas y los mensajes de los clientes que se le asignen

review-posts =
    { $count ->
        [one] una publicación
       *[other] { $count } publicaciones
    }
review-link-subject = Revise { $posts } de { $client }
# $note is the sender's note in quotes on a line of its own, or nothing.
review-link-body =
    Hola:

    { $sender }, de { $agency }, le pide que revise { $posts } de { $client }.
    { $note }
    Abra las publicaciones, apruébelas o pida cambios aquí (no necesita una cuenta):
    { $link }

    El enlace funciona hasta el { $expires } y solo para estas publicaciones.

    — { $agency }

weekly-report-subject = Su informe semanal de la agencia
weekly-report-body =
    Hola:

    Este es el resumen de la semana de { $agency } en el portal (los últimos 7 días):

      Clientes nuevos:      { $new_clients }
      Clientes activos:     { $active_clients }
      Ingresos mensuales:   { $revenue } (cuotas mensuales de los clientes activos)
      Tareas completadas:   { $completed }
      Tareas abiertas:      { $open_tasks } ({ $overdue_tasks } vencidas)
      Pagos vencidos:       { $overdue_payments }

    Recibe este informe cada lunes. Puede desactivarlo en Configuración → Preferencias de notificación.

    — Atrium

monthly-report-subject = Su informe mensual de rendimiento
# $period is e.g. "last month (Oct 28, 2026 to Nov 28, 2026)"; $months a table, one month a line.
monthly-report-body =
    Hola, { $name }:

    Así les ha ido a sus cuentas en redes sociales con { $agency }: { $period }.

      Seguidores:           { $followers } ({ $followers_change })
      Alcance:              { $reach } ({ $reach_change })
      Interacción media:    { $engagement } (media del sector: { $industry }, como referencia)
      Publicaciones:        { $posts }

    Mes a mes (seguidores, crecimiento, interacción, alcance):
    { $months }
    { $top_post }
    El informe completo, con gráficos, está a un clic: inicie sesión en { $link } y use Descargar informe
    en Rendimiento.

    — { $agency }
monthly-report-top-post = Su mejor publicación: «{ $title }» en { $platform } ({ $likes } me gusta, { $comments } comentarios, { $engagement } de interacción).

offsite-failing-subject = Las copias de seguridad externas están fallando
offsite-failing-body =
    Hola:

    Los dos últimos intentos de enviar la copia de seguridad de { $agency } al almacenamiento
    externo han fallado. El servidor sigue haciendo copias de seguridad, pero desde la última que
    salió bien ninguna copia ha salido de la máquina.

    El último error:
    { $error }

    Revisa la configuración de [offsite] y la cuenta de almacenamiento (claves, bucket, cuota) y
    después ejecuta `atrium offsite push` en el servidor, o espera a la próxima copia programada.
    En Ajustes › Copias de seguridad verás la última copia y su resultado.

    — Atrium
