## Mails to the agency's staff, its clients and people they invite. $agency is the agency's
## name, $link an address, $name a person's name; dates come already written in the language.

verification-subject = Votre code de vérification
verification-body =
    Bonjour,

    Votre code de vérification est : { $code }

    Saisissez-le sur la page d’inscription pour terminer la création de votre compte. Le code est
    valable 10 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer ce message : aucun
    compte n’est créé sans ce code.

    — { $agency }

already-registered-subject = Vous avez déjà un compte
already-registered-body =
    Bonjour,

    Quelqu’un a demandé à créer un compte avec cette adresse e-mail, mais vous en avez déjà un.
    Si c’était vous, connectez-vous plutôt ; si vous avez oublié votre mot de passe, demandez à
    l’agence de le réinitialiser. Si ce n’était pas vous, vous pouvez ignorer ce message : rien
    n’a été modifié.

    — { $agency }

new-client-subject = Nouvelle inscription d’un client
new-client-body =
    Bonjour,

    Un nouveau client s’est inscrit sur le portail et attend votre validation :

      Nom :     { $name }
      Société : { $company }
      E-mail :  { $email }

    Ouvrez la page Clients pour examiner le compte.

    — { $agency }

password-changed-subject = Votre mot de passe a été modifié
password-changed-body =
    Bonjour,

    Le mot de passe de votre compte sur le portail de { $agency } vient d’être modifié, et toutes
    les autres sessions ouvertes ont été déconnectées.

    Si c’était vous, vous n’avez rien à faire. Sinon, contactez l’agence sans attendre.

    — { $agency }

invitation-subject = Invitation à votre portail client
invitation-body =
    Bonjour { $name },

    { $inviter } vous invite à rejoindre votre portail client, où vous pourrez suivre vos contenus,
    vos performances, vos messages et votre facturation.

    Pour commencer, définissez votre mot de passe ici :
    { $link }

    Ce lien est valable 7 jours et ne peut être utilisé qu’une seule fois.

    — { $agency }

team-invitation-subject = Rejoignez l’équipe de { $client } sur le portail client
team-invitation-body =
    Bonjour { $name },

    { $inviter } vous invite à rejoindre l’équipe de { $client } sur le portail client de { $agency }, avec le rôle « { $seat } » :
    { $does }.

    Pour la rejoindre, définissez votre mot de passe ici :
    { $link }

    Ce lien est valable 7 jours et ne peut être utilisé qu’une seule fois.

    — { $agency }

# What each seat of a client's team may do, after "as owner:" and the like.
seat-owner = propriétaire
seat-owner-does = tout, y compris la gestion de l’équipe elle-même
seat-approver = approbateur
seat-approver-does = vous pouvez relire et valider les contenus, commenter, écrire à l’agence et consulter les performances
seat-viewer = lecteur
seat-viewer-does = vous pouvez suivre les contenus et les performances, et commenter les publications
seat-billing = facturation
seat-billing-does = vous pouvez consulter les factures et la facturation, et soumettre des paiements

staff-invitation-subject = Rejoignez l’équipe de { $agency }
staff-invitation-body =
    Bonjour { $name },

    { $inviter } vous invite à rejoindre l’équipe de { $agency } sur son portail, avec le rôle « { $role } » : { $does }.

    Pour la rejoindre, définissez votre mot de passe ici :
    { $link }

    Ce lien est valable 7 jours et ne peut être utilisé qu’une seule fois.

    — { $agency }

# What each role of the agency's staff may do.
role-owner = propriétaire
role-owner-does = tout, y compris les paramètres de l’agence, l’équipe et les sauvegardes
role-manager = responsable
role-manager-does = clients, contenus, tâches, messages et factures, sans les paramètres de l’agence
role-member = membre
role-member-does = les contenus, tâches et messages des clients qui vous sont confiés

review-posts =
    { $count ->
        [one] { $count } publication
       *[other] { $count } publications
    }
review-link-subject = Merci de relire { $posts } pour { $client }
# $note is the sender's note in quotes on a line of its own, or nothing.
review-link-body =
    Bonjour,

    { $sender }, de { $agency }, vous demande de relire { $posts } pour { $client }.
    { $note }
    Ouvrez les publications pour les valider ou demander des modifications ici (aucun compte nécessaire) :
    { $link }

    Le lien fonctionne jusqu’au { $expires }, et uniquement pour ces publications.

    — { $agency }

weekly-report-subject = Votre rapport hebdomadaire d’agence
weekly-report-body =
    Bonjour,

    Voici la semaine de { $agency } sur le portail (les 7 derniers jours) :

      Nouveaux clients :    { $new_clients }
      Clients actifs :      { $active_clients }
      Revenu mensuel :      { $revenue } (abonnements mensuels des clients actifs)
      Tâches terminées :    { $completed }
      Tâches ouvertes :     { $open_tasks } (dont { $overdue_tasks } en retard)
      Paiements en retard : { $overdue_payments }

    Vous recevez ce rapport chaque lundi. Pour le désactiver : Paramètres → Préférences de notification.

    — Atrium

monthly-report-subject = Votre rapport mensuel de performances
# $period is e.g. "last month (Oct 28, 2026 to Nov 28, 2026)"; $months a table, one month a line.
monthly-report-body =
    Bonjour { $name },

    Voici les résultats de vos comptes sociaux avec { $agency } : { $period }.

      Abonnés :             { $followers } ({ $followers_change })
      Portée :              { $reach } ({ $reach_change })
      Engagement moyen :    { $engagement } (moyenne du secteur { $industry }, à titre indicatif)
      Publications :        { $posts }

    Mois par mois (abonnés, croissance, engagement, portée) :
    { $months }
    { $top_post }
    Le rapport complet, avec graphiques, est à un clic : connectez-vous sur { $link } et utilisez
    Télécharger le rapport, dans Performances.

    — { $agency }
monthly-report-top-post = Votre meilleure publication : « { $title } » sur { $platform } ({ $likes } J’aime, { $comments } commentaires, { $engagement } d’engagement).

offsite-failing-subject = Les sauvegardes externes échouent
offsite-failing-body =
    Bonjour,

    Les deux dernières tentatives d'envoi de la sauvegarde de { $agency } vers le stockage externe
    ont échoué. Le serveur continue de faire ses sauvegardes, mais aucune copie n'a quitté la
    machine depuis la dernière qui a réussi.

    La dernière erreur :
    { $error }

    Vérifiez les réglages [offsite] et le compte de stockage (clés, bucket, quota), puis lancez
    `atrium offsite push` sur le serveur, ou attendez la prochaine sauvegarde planifiée. Paramètres ›
    Sauvegardes indique la dernière copie et son résultat.

    — Atrium
