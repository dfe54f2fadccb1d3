invoice-new = Nueva factura
invoice-new-intro = Ya tiene disponible una nueva factura.
invoice-plan-intro = Ya está disponible la factura del próximo mes de su plan { $plan }.
invoice-due-soon = Pago próximo a vencer
invoice-due-soon-intro = Un recordatorio amable: esta factura vence el { $due }.
invoice-overdue = Factura vencida
invoice-overdue-intro = Esta factura venció el { $due } y todavía no hemos recibido el pago.
invoice-reminder = Recordatorio de pago
invoice-reminder-intro = Le recordamos que esta factura vence el { $due }.
invoice-reminder-late-intro = Esta factura venció el { $due } y sigue pendiente.
invoice-bell = { $number } por { $amount }, vence el { $due }.
invoice-mail-subject = { $title }: { $number } ({ $amount })
invoice-mail-for = Concepto:    { $description }
invoice-mail-body =
    Hola, { $name }:

    { $intro }

      Factura:     { $number }
      Importe:     { $amount }
      Vencimiento: { $due }
      { $for }

    Le pedimos que pague por transferencia bancaria e indique el número de factura como referencia del pago:

    { $bank }
      Referencia: { $number }

    Encontrará sus facturas, cada una también en PDF, en su página de Facturación: { $link }

    — { $agency }

bank-missing = (La agencia le enviará sus datos bancarios por separado.)
bank-holder = Titular de la cuenta: { $holder }
bank-iban = IBAN: { $iban }
bank-name = Banco: { $bank }
bank-swift = SWIFT/BIC: { $swift }

notice-mail-subject = { $title } - { $agency }
notice-mail-body =
    Hola, { $name }:

    { $text }

    Su página de Facturación: { $link }

    — { $agency }

payment-verified = Pago confirmado
payment-verified-text = Hemos recibido su pago de { $amount }. Su plan { $plan } está activo; la próxima fecha de facturación es el { $next }.
payment-not-verified = Pago no confirmado
payment-not-verified-text = No pudimos confirmar su pago de { $amount } para el plan { $plan }: { $reason } Puede enviarlo de nuevo desde su página de Facturación.
credit-note = Nota de crédito
credit-note-text = La nota de crédito { $number } descuenta { $amount } de la factura { $invoice }, a la que ahora le quedan { $left } por pagar.{ $reason }
credit-note-reason = { " " }Motivo: { $reason }
