## Billing mails and bell notices to a client. $amount is already written in the agency's
## currency; $due and other dates in the reader's language.

invoice-new = New invoice
invoice-new-intro = A new invoice is ready.
invoice-plan-intro = Your { $plan } plan's invoice for the next month is ready.
invoice-due-soon = Payment due soon
invoice-due-soon-intro = A friendly reminder: this invoice is due on { $due }.
invoice-overdue = Invoice overdue
invoice-overdue-intro = This invoice was due on { $due } and we have not received the payment yet.
invoice-reminder = Payment reminder
invoice-reminder-intro = A reminder that this invoice is due on { $due }.
invoice-reminder-late-intro = This invoice was due on { $due } and is still open.

# The bell's line for an invoice.
invoice-bell = { $number } for { $amount }, due { $due }.
invoice-mail-subject = { $title }: { $number } ({ $amount })
invoice-mail-for = For:       { $description }
invoice-mail-body =
    Hello { $name },

    { $intro }

      Invoice:   { $number }
      Amount:    { $amount }
      Due date:  { $due }
      { $for }

    Please pay by bank transfer and write the invoice number as the payment reference:

    { $bank }
      Reference: { $number }

    Your invoices and a PDF of each are on your Billing page: { $link }

    — { $agency }

bank-missing = (The agency will send its bank details separately.)
bank-holder = Account holder: { $holder }
bank-iban = IBAN: { $iban }
bank-name = Bank: { $bank }
bank-swift = SWIFT/BIC: { $swift }

notice-mail-subject = { $title } - { $agency }
notice-mail-body =
    Hello { $name },

    { $text }

    Your Billing page: { $link }

    — { $agency }

payment-verified = Payment verified
payment-verified-text = We received your payment of { $amount }. Your { $plan } plan is active; the next billing date is { $next }.
payment-not-verified = Payment not verified
payment-not-verified-text = We could not verify your payment of { $amount } for the { $plan } plan: { $reason } You can submit it again from your Billing page.
credit-note = Credit note
credit-note-text = Credit note { $number } takes { $amount } off invoice { $invoice }, which now has { $left } left to pay.{ $reason }
credit-note-reason = { " " }Reason: { $reason }
