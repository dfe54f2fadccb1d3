invoice-new = Neue Rechnung
invoice-new-intro = Eine neue Rechnung liegt für Sie bereit.
invoice-plan-intro = Die Rechnung für den nächsten Monat Ihres Pakets { $plan } liegt bereit.
invoice-due-soon = Zahlung bald fällig
invoice-due-soon-intro = Eine freundliche Erinnerung: Diese Rechnung ist am { $due } fällig.
invoice-overdue = Rechnung überfällig
invoice-overdue-intro = Diese Rechnung war am { $due } fällig, und wir haben die Zahlung noch nicht erhalten.
invoice-reminder = Zahlungserinnerung
invoice-reminder-intro = Wir möchten Sie daran erinnern, dass diese Rechnung am { $due } fällig ist.
invoice-reminder-late-intro = Diese Rechnung war am { $due } fällig und ist noch offen.
invoice-bell = { $number } über { $amount }, fällig am { $due }.
invoice-mail-subject = { $title }: { $number } ({ $amount })
invoice-mail-for = Für:       { $description }
invoice-mail-body =
    Guten Tag { $name },

    { $intro }

      Rechnung:      { $number }
      Betrag:        { $amount }
      Fällig am:     { $due }
      { $for }

    Bitte überweisen Sie den Betrag und geben Sie die Rechnungsnummer als Verwendungszweck an:

    { $bank }
      Verwendungszweck: { $number }

    Alle Rechnungen, jeweils auch als PDF, finden Sie auf Ihrer Seite „Abrechnung“: { $link }

    — { $agency }

bank-missing = (Die Agentur schickt Ihnen ihre Bankverbindung gesondert.)
bank-holder = Kontoinhaber: { $holder }
bank-iban = IBAN: { $iban }
bank-name = Bank: { $bank }
bank-swift = SWIFT/BIC: { $swift }

notice-mail-subject = { $title } – { $agency }
notice-mail-body =
    Guten Tag { $name },

    { $text }

    Ihre Seite „Abrechnung“: { $link }

    — { $agency }

payment-verified = Zahlung bestätigt
payment-verified-text = Wir haben Ihre Zahlung über { $amount } erhalten. Ihr Paket { $plan } ist aktiv; die nächste Abrechnung erfolgt am { $next }.
payment-not-verified = Zahlung nicht bestätigt
payment-not-verified-text = Wir konnten Ihre Zahlung über { $amount } für das Paket { $plan } nicht bestätigen: { $reason } Sie können sie auf Ihrer Seite „Abrechnung“ erneut einreichen.
credit-note = Gutschrift
credit-note-text = Die Gutschrift { $number } verringert die Rechnung { $invoice } um { $amount }; offen sind jetzt noch { $left }.{ $reason }
credit-note-reason = { " " }Grund: { $reason }
