invoice-new = Nouvelle facture
invoice-new-intro = Une nouvelle facture est disponible.
invoice-plan-intro = La facture du mois prochain pour votre formule { $plan } est disponible.
invoice-due-soon = Paiement bientôt dû
invoice-due-soon-intro = Petit rappel : cette facture arrive à échéance le { $due }.
invoice-overdue = Facture en retard
invoice-overdue-intro = Cette facture était due le { $due } et nous n’avons pas encore reçu le paiement.
invoice-reminder = Rappel de paiement
invoice-reminder-intro = Nous vous rappelons que cette facture arrive à échéance le { $due }.
invoice-reminder-late-intro = Cette facture était due le { $due } et reste impayée.
invoice-bell = { $number } de { $amount }, à régler avant le { $due }.
invoice-mail-subject = { $title } : { $number } ({ $amount })
invoice-mail-for = Objet :      { $description }
invoice-mail-body =
    Bonjour { $name },

    { $intro }

      Facture :    { $number }
      Montant :    { $amount }
      Échéance :   { $due }
      { $for }

    Merci de régler par virement bancaire en indiquant le numéro de facture comme référence :

    { $bank }
      Référence : { $number }

    Vos factures, chacune aussi en PDF, se trouvent sur votre page Facturation : { $link }

    — { $agency }

bank-missing = (L’agence vous enverra ses coordonnées bancaires séparément.)
bank-holder = Titulaire du compte : { $holder }
bank-iban = IBAN : { $iban }
bank-name = Banque : { $bank }
bank-swift = SWIFT/BIC : { $swift }

notice-mail-subject = { $title } – { $agency }
notice-mail-body =
    Bonjour { $name },

    { $text }

    Votre page Facturation : { $link }

    — { $agency }

payment-verified = Paiement confirmé
payment-verified-text = Nous avons bien reçu votre paiement de { $amount }. Votre formule { $plan } est active ; la prochaine facturation aura lieu le { $next }.
payment-not-verified = Paiement non confirmé
payment-not-verified-text = Nous n’avons pas pu confirmer votre paiement de { $amount } pour la formule { $plan } : { $reason } Vous pouvez le soumettre à nouveau depuis votre page Facturation.
credit-note = Avoir
credit-note-text = L’avoir { $number } déduit { $amount } de la facture { $invoice }, dont il reste maintenant { $left } à régler.{ $reason }
credit-note-reason = { " " }Motif : { $reason }
