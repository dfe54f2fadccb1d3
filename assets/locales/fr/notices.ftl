## Notices in the bell, and the short mails that go with them. Names and titles ($who, $client,
## $post, $name) come wrapped in direction isolates; dates ($when, $due) already written.

# A post's life.
notice-submission = Nouvelle proposition de contenu
notice-submission-text = { $client } a soumis « { $post } » pour validation.
notice-awaits = Contenu en attente de votre validation
notice-awaits-text = { $who } vous a envoyé « { $post } » pour validation.
notice-approved = Contenu validé
notice-approved-text = { $who } a validé « { $post } ».
notice-approved-for-you-text = { $who } a enregistré votre validation de « { $post } ».
notice-changes = Modifications demandées
notice-changes-text = { $who } a demandé des modifications sur « { $post } ».
notice-posted = Contenu posté
notice-posted-text = « { $post } » est en ligne.
notice-comment = Nouveau commentaire
notice-comment-text = { $who } a commenté « { $post } ».
notice-published = Contenu publié
notice-published-text = « { $post } » est en ligne sur { $platform }.
notice-publish-failed = Échec de la publication
notice-publish-failed-text = Impossible de publier « { $post } » : { $reason }
# A post without a title, in the line above.
notice-post-number = Publication n° { $id }

# The mail about a post: $text is the bell's sentence.
notice-subject = { $title } : { $post }
notice-quote-changes = Modifications demandées :
notice-quote-comment = Le commentaire :
notice-content-mail =
    { $text }
    { $quote }
    Client : { $client }
    Ouvrir : { $link }

    Vous recevez ces e-mails selon vos préférences de notification ; vous pouvez les modifier dans Paramètres.

# Approval deadlines.
notice-approval-reminder = Rappel de validation
notice-approval-reminder-text = « { $post } » attend votre validation d’ici le { $when }.
notice-approval-overdue = Validation en retard
notice-approval-overdue-text = « { $post } » attend toujours votre validation, prévue au plus tard le { $when }.
notice-overdue-agency-text = « { $post } » a dépassé sa date limite de validation ({ $when }) : en attente de la relecture de l’agence.
notice-overdue-client-text = « { $post } » a dépassé sa date limite de validation ({ $when }) : en attente de la validation du client { $client }.
notice-reminder-mail =
    { $text }

    Relire la publication : { $link }

    Vous recevez ces rappels tant qu’une publication attend votre validation ; vous pouvez modifier cela dans Paramètres.
notice-open-it =
    { $text }

    Ouvrir : { $link }

# Messages.
notice-message = Nouveau message
notice-message-text = { $from } : { $text }
notice-message-file = A envoyé un fichier : { $name }
notice-message-subject = Nouveau message de { $from }
notice-message-line = { $from } a écrit : { $text }
notice-message-mail =
    { $from } a écrit :

    { $text }

    Répondre ici : { $link }

    Vous recevez au plus un e-mail de ce type par heure et par conversation ; vous pouvez modifier cela dans Paramètres.

# The agency's digest of one client's actions.
notice-digest-first =
    { $text }

    Tout ce que fera { $client } dans les { $minutes } prochaines minutes vous arrivera en un seul e-mail, une fois ce délai écoulé.
notice-digest-submitted =
    { $count ->
        [one] { $count } nouvelle publication soumise
       *[other] { $count } nouvelles publications soumises
    }
notice-digest-approved =
    { $count ->
        [one] { $count } publication validée
       *[other] { $count } publications validées
    }
notice-digest-changes =
    { $count ->
        [one] { $count } demande de modifications
       *[other] { $count } demandes de modifications
    }
notice-digest-comment =
    { $count ->
        [one] { $count } commentaire
       *[other] { $count } commentaires
    }
notice-digest-message =
    { $count ->
        [one] { $count } message
       *[other] { $count } messages
    }
notice-digest-other =
    { $count ->
        [one] { $count } autre mise à jour
       *[other] { $count } autres mises à jour
    }
notice-digest-more =
    { $count ->
        [one] et { $count } autre.
       *[other] et { $count } autres.
    }
notice-digest-subject = { $client } : { $summary }
notice-digest-mail =
    { $client } : { $summary } depuis le dernier e-mail à son sujet.

    { $lines }

    Ouvrir : { $link }

    Vous recevez au plus un e-mail par client toutes les { $minutes } minutes ; les notifications (la cloche) montrent chaque événement. Modifiez vos e-mails dans Paramètres.

# Tasks, accounts, the public site, sign-ups.
notice-task = Nouvelle tâche assignée
notice-task-text = { $who } vous a assigné « { $task } ».
notice-reconnect = Reconnecter un compte social
notice-connected = Compte connecté
notice-connected-text = { $client } a connecté le compte { $platform } { $handle }.
notice-inquiry = Nouvelle demande de contact
notice-inquiry-text = { $name } <{ $email }> ({ $kind }) : { $subject }
notice-registration = Nouvelle inscription d’un client
notice-registration-text = Nouvelle inscription de { $who } avec { $email }, en attente de votre validation.
notice-welcome = Bienvenue sur Atrium
notice-welcome-text = Ce sont des données de démonstration : explorez librement, puis créez votre véritable agence avec la commande atrium setup.

# Billing notices to the agency.
notice-payment-to-verify = Paiement à vérifier
notice-payment-to-verify-text = { $client } indique avoir payé { $amount } pour la formule { $plan } par virement bancaire (titulaire du compte : { $holder }). Vérifiez le compte, puis validez le paiement dans Clients > Vérifications en attente.
notice-invoice-overdue = Facture en retard
notice-invoice-overdue-text = La facture { $number } du client { $client } ({ $amount }) était due le { $due } et reste impayée.
notice-cancelled = Abonnement résilié
notice-cancelled-text = { $client } a résilié la formule { $plan }.
notice-cancelled-reason-text = { $client } a résilié la formule { $plan }. Motif : { $reason }
notice-admin-mail =
    { $text }

    Ouvrir le portail : { $link }

    — { $agency }

# What a notice shows of a message (its first words, as they are), or nothing.
notice-quoted = { $text }
notice-empty = { "" }

# To the agency when a post could not be published.
notice-publish-failed-subject = Une publication n’a pas pu être mise en ligne
notice-publish-failed-mail =
    Une publication n’a pas pu être mise en ligne sur { $platform }.

    { $reason }

    Ouvrir : { $link }
    Depuis cette page, Réessayer la renvoie une nouvelle fois ; Marquer comme publiée manuellement l’enregistre si vous l’avez publiée vous-même.

# To a client whose account must be connected again; $text says why, in the provider's words.
notice-reconnect-subject = Reconnectez votre compte social
notice-reconnect-mail =
    { $text }

    Connectez-vous à votre tableau de bord et utilisez Connecter dans la Vue d’ensemble pour le reconnecter ; son historique est conservé.

notice-list-separator = {", "}
