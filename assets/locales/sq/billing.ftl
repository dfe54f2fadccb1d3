invoice-new = Faturë e re
invoice-new-intro = Ju është lëshuar një faturë e re.
invoice-plan-intro = Fatura për muajin e ardhshëm të paketës suaj { $plan } është gati.
invoice-due-soon = Pagesa afrohet
invoice-due-soon-intro = Një kujtesë miqësore: afati i kësaj fature është më { $due }.
invoice-overdue = Faturë e vonuar
invoice-overdue-intro = Afati i kësaj fature ishte më { $due } dhe pagesa nuk na ka mbërritur ende.
invoice-reminder = Kujtesë pagese
invoice-reminder-intro = Ju kujtojmë se afati i kësaj fature është më { $due }.
invoice-reminder-late-intro = Afati i kësaj fature ishte më { $due } dhe ajo është ende e papaguar.
invoice-bell = { $number } për { $amount }, me afat më { $due }.
invoice-mail-subject = { $title }: { $number } ({ $amount })
invoice-mail-for = Për:          { $description }
invoice-mail-body =
    Përshëndetje { $name },

    { $intro }

      Fatura:        { $number }
      Shuma:         { $amount }
      Afati:         { $due }
      { $for }

    Ju lutemi paguani me transfertë bankare dhe shënoni numrin e faturës si referencë të pagesës:

    { $bank }
      Referenca: { $number }

    Faturat tuaja, secila edhe në PDF, gjenden në faqen tuaj të Faturimit: { $link }

    — { $agency }

bank-missing = (Agjencia do t’ju dërgojë të dhënat bankare veçmas.)
bank-holder = Mbajtësi i llogarisë: { $holder }
bank-iban = IBAN: { $iban }
bank-name = Banka: { $bank }
bank-swift = SWIFT/BIC: { $swift }

notice-mail-subject = { $title } - { $agency }
notice-mail-body =
    Përshëndetje { $name },

    { $text }

    Faqja juaj e Faturimit: { $link }

    — { $agency }

payment-verified = Pagesa u konfirmua
payment-verified-text = E morëm pagesën tuaj prej { $amount }. Paketa juaj { $plan } është aktive; faturimi i radhës është më { $next }.
payment-not-verified = Pagesa nuk u konfirmua
payment-not-verified-text = Nuk arritëm ta konfirmojmë pagesën tuaj prej { $amount } për paketën { $plan }: { $reason } Mund ta dërgoni sërish nga faqja juaj e Faturimit.
credit-note = Notë krediti
credit-note-text = Nota e kreditit { $number } zbret { $amount } nga fatura { $invoice }, e cila tani ka { $left } për t’u paguar.{ $reason }
credit-note-reason = { " " }Arsyeja: { $reason }
