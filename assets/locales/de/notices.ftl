## Notices in the bell, and the short mails that go with them. Names and titles ($who, $client,
## $post, $name) come wrapped in direction isolates; dates ($when, $due) already written.

# A post's life.
notice-submission = Neuer Beitrag eingereicht
notice-submission-text = { $client } hat „{ $post }“ zur Freigabe eingereicht.
notice-awaits = Inhalt wartet auf Ihre Freigabe
notice-awaits-text = { $who } hat Ihnen „{ $post }“ zur Freigabe geschickt.
notice-approved = Inhalt freigegeben
notice-approved-text = { $who } hat „{ $post }“ freigegeben.
notice-approved-for-you-text = { $who } hat Ihre Freigabe für „{ $post }“ eingetragen.
notice-changes = Änderungen angefragt
notice-changes-text = { $who } hat Änderungen an „{ $post }“ angefragt.
notice-posted = Inhalt gepostet
notice-posted-text = „{ $post }“ ist online.
notice-comment = Neuer Kommentar
notice-comment-text = { $who } hat „{ $post }“ kommentiert.
notice-published = Inhalt veröffentlicht
notice-published-text = „{ $post }“ ist jetzt auf { $platform } online.
notice-publish-failed = Veröffentlichung fehlgeschlagen
notice-publish-failed-text = „{ $post }“ konnte nicht veröffentlicht werden: { $reason }
# A post without a title, in the line above.
notice-post-number = Beitrag #{ $id }

# The mail about a post: $text is the bell's sentence.
notice-subject = { $title }: { $post }
notice-quote-changes = Gewünschte Änderungen:
notice-quote-comment = Der Kommentar:
notice-content-mail =
    { $text }
    { $quote }
    Kunde: { $client }
    Öffnen: { $link }

    Sie erhalten diese E-Mails aufgrund Ihrer Benachrichtigungseinstellungen; ändern können Sie sie unter Einstellungen.

# Approval deadlines.
notice-approval-reminder = Erinnerung an die Freigabe
notice-approval-reminder-text = „{ $post }“ wartet bis zum { $when } auf Ihre Freigabe.
notice-approval-overdue = Freigabe überfällig
notice-approval-overdue-text = „{ $post }“ sollte bis zum { $when } freigegeben werden und wartet noch auf Sie.
notice-overdue-agency-text = Die Freigabefrist für „{ $post }“ ist abgelaufen ({ $when }): Der Beitrag wartet auf die Prüfung durch die Agentur.
notice-overdue-client-text = Die Freigabefrist für „{ $post }“ ist abgelaufen ({ $when }): Der Beitrag wartet auf die Freigabe von { $client }.
notice-reminder-mail =
    { $text }

    Hier können Sie den Beitrag prüfen: { $link }

    Sie erhalten diese Erinnerungen, solange ein Beitrag auf Sie wartet; ändern können Sie das unter Einstellungen.
notice-open-it =
    { $text }

    Öffnen: { $link }

# Messages.
notice-message = Neue Nachricht
notice-message-text = { $from }: { $text }
notice-message-file = Hat eine Datei gesendet: { $name }
notice-message-subject = Neue Nachricht von { $from }
notice-message-line = { $from } schrieb: { $text }
notice-message-mail =
    { $from } schrieb:

    { $text }

    Hier antworten: { $link }

    Sie erhalten höchstens eine solche E-Mail pro Stunde und Unterhaltung; ändern können Sie das unter Einstellungen.

# The agency's digest of one client's actions.
notice-digest-first =
    { $text }

    Alles Weitere, was { $client } in den nächsten { $minutes } Minuten tut, erhalten Sie danach gesammelt in einer E-Mail.
notice-digest-submitted =
    { $count ->
        [one] 1 neuer Beitrag eingereicht
       *[other] { $count } neue Beiträge eingereicht
    }
notice-digest-approved =
    { $count ->
        [one] 1 Beitrag freigegeben
       *[other] { $count } Beiträge freigegeben
    }
notice-digest-changes =
    { $count ->
        [one] 1 Änderungswunsch
       *[other] { $count } Änderungswünsche
    }
notice-digest-comment =
    { $count ->
        [one] 1 Kommentar
       *[other] { $count } Kommentare
    }
notice-digest-message =
    { $count ->
        [one] 1 Nachricht
       *[other] { $count } Nachrichten
    }
notice-digest-other =
    { $count ->
        [one] 1 weitere Aktualisierung
       *[other] { $count } weitere Aktualisierungen
    }
notice-digest-more = und { $count } weitere.
notice-digest-subject = { $client }: { $summary }
notice-digest-mail =
    { $client }: { $summary } seit der letzten E-Mail zu diesem Kunden.

    { $lines }

    Öffnen: { $link }

    Sie erhalten höchstens alle { $minutes } Minuten eine E-Mail zu jedem Kunden; in den Benachrichtigungen (Glocke) sehen Sie jedes Ereignis. Ihre E-Mails ändern Sie unter Einstellungen.

# Tasks, accounts, the public site, sign-ups.
notice-task = Neue Aufgabe zugewiesen
notice-task-text = { $who } hat Ihnen „{ $task }“ zugewiesen.
notice-reconnect = Social-Media-Konto neu verbinden
notice-connected = Konto verbunden
notice-connected-text = { $client } hat das Konto { $handle } auf { $platform } verbunden.
notice-inquiry = Neue Kontaktanfrage
notice-inquiry-text = { $name } <{ $email }> ({ $kind }): { $subject }
notice-registration = Neue Kundenregistrierung
notice-registration-text = { $who } hat sich mit { $email } registriert und wartet auf Prüfung.
notice-welcome = Willkommen bei Atrium
notice-welcome-text = Dies sind Demodaten: Sehen Sie sich in Ruhe um und legen Sie dann mit dem Befehl atrium setup Ihre echte Agentur an.

# Billing notices to the agency.
notice-payment-to-verify = Zahlung zu prüfen
notice-payment-to-verify-text = { $client } gibt an, { $amount } für das Paket { $plan } per Banküberweisung bezahlt zu haben (Kontoinhaber { $holder }). Prüfen Sie das Konto und geben Sie die Zahlung dann unter Kunden > Offene Prüfungen frei.
notice-invoice-overdue = Rechnung überfällig
notice-invoice-overdue-text = Die Rechnung { $number } für { $client } ({ $amount }) war am { $due } fällig und ist noch nicht bezahlt.
notice-cancelled = Abonnement gekündigt
notice-cancelled-text = { $client } hat das Paket { $plan } gekündigt.
notice-cancelled-reason-text = { $client } hat das Paket { $plan } gekündigt. Grund: { $reason }
notice-admin-mail =
    { $text }

    Portal öffnen: { $link }

    — { $agency }

# What a notice shows of a message (its first words, as they are), or nothing.
notice-quoted = { $text }
notice-empty = { "" }

# To the agency when a post could not be published.
notice-publish-failed-subject = Ein Beitrag konnte nicht veröffentlicht werden
notice-publish-failed-mail =
    Ein Beitrag konnte nicht auf { $platform } veröffentlicht werden.

    { $reason }

    Öffnen: { $link }
    Dort sendet „Erneut versuchen“ ihn noch einmal; „Manuell als veröffentlicht markieren“ hält fest, dass Sie ihn selbst gepostet haben.

# To a client whose account must be connected again; $text says why, in the provider's words.
notice-reconnect-subject = Verbinden Sie Ihr Social-Media-Konto neu
notice-reconnect-mail =
    { $text }

    Melden Sie sich in Ihrem Dashboard an und verbinden Sie das Konto unter „Übersicht“ mit „Verbinden“ erneut; sein bisheriger Verlauf bleibt erhalten.

notice-list-separator = {", "}
