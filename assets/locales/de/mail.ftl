## Mails to the agency's staff, its clients and people they invite. $agency is the agency's
## name, $link an address, $name a person's name; dates come already written in the language.

verification-subject = Ihr Bestätigungscode
verification-body =
    Guten Tag,

    Ihr Bestätigungscode lautet: { $code }

    Geben Sie ihn auf der Registrierungsseite ein, um die Einrichtung Ihres Kontos abzuschließen.
    Der Code ist 10 Minuten lang gültig. Falls Sie ihn nicht angefordert haben, können Sie diese
    Nachricht ignorieren: Ohne den Code wird kein Konto angelegt.

    — { $agency }

already-registered-subject = Sie haben bereits ein Konto
already-registered-body =
    Guten Tag,

    Jemand wollte mit dieser E-Mail-Adresse ein Konto anlegen, doch Sie haben bereits eines.
    Falls Sie das waren, melden Sie sich einfach an; falls Sie Ihr Passwort vergessen haben,
    bitten Sie die Agentur, es zurückzusetzen. Falls nicht, können Sie diese Nachricht
    ignorieren: Es wurde nichts geändert.

    — { $agency }

new-client-subject = Neue Kundenregistrierung
new-client-body =
    Guten Tag,

    Ein neuer Kunde hat sich im Portal registriert und wartet auf Prüfung:

      Name:    { $name }
      Firma:   { $company }
      E-Mail:  { $email }

    Öffnen Sie die Seite „Kunden“, um das Konto zu prüfen.

    — { $agency }

password-changed-subject = Ihr Passwort wurde geändert
password-changed-body =
    Guten Tag,

    Das Passwort Ihres Kontos im Portal von { $agency } wurde soeben geändert, und alle anderen
    angemeldeten Sitzungen wurden abgemeldet.

    Wenn Sie das waren, ist nichts weiter zu tun. Wenn nicht, wenden Sie sich bitte umgehend an die Agentur.

    — { $agency }

invitation-subject = Einladung zu Ihrem Kundenportal
invitation-body =
    Guten Tag { $name },

    { $inviter } hat Sie zu Ihrem Kundenportal eingeladen. Dort haben Sie Ihre Inhalte, Ihre
    Performance, Ihre Nachrichten und Ihre Abrechnung im Blick.

    Legen Sie hier Ihr Passwort fest, um loszulegen:
    { $link }

    Der Link ist 7 Tage gültig und kann nur einmal verwendet werden.

    — { $agency }

team-invitation-subject = Einladung in das Team von { $client } im Kundenportal
team-invitation-body =
    Guten Tag { $name },

    { $inviter } hat Sie eingeladen, dem Team von { $client } im Kundenportal von { $agency } beizutreten, mit der Rolle „{ $seat }“:
    { $does }.

    Legen Sie hier Ihr Passwort fest, um beizutreten:
    { $link }

    Der Link ist 7 Tage gültig und kann nur einmal verwendet werden.

    — { $agency }

# What each seat of a client's team may do, after "as owner:" and the like.
seat-owner = Inhaber
seat-owner-does = Sie können alles, einschließlich der Verwaltung des Teams selbst
seat-approver = Freigeber
seat-approver-does = Sie können Inhalte prüfen und freigeben, kommentieren, der Agentur schreiben und die Performance einsehen
seat-viewer = Betrachter
seat-viewer-does = Sie können Inhalte und Performance verfolgen und Beiträge kommentieren
seat-billing = Abrechnung
seat-billing-does = Sie können Rechnungen und Abrechnung einsehen und Zahlungen einreichen

staff-invitation-subject = Einladung in das Team von { $agency }
staff-invitation-body =
    Guten Tag { $name },

    { $inviter } hat Sie eingeladen, dem Team von { $agency } im Portal beizutreten, mit der Rolle „{ $role }“: { $does }.

    Legen Sie hier Ihr Passwort fest, um beizutreten:
    { $link }

    Der Link ist 7 Tage gültig und kann nur einmal verwendet werden.

    — { $agency }

# What each role of the agency's staff may do.
role-owner = Inhaber
role-owner-does = alles, einschließlich der Einstellungen der Agentur, der Mitarbeitenden und der Sicherungen
role-manager = Manager
role-manager-does = Kunden, Inhalte, Aufgaben, Nachrichten und Rechnungen, ohne die Einstellungen der Agentur
role-member = Mitglied
role-member-does = Inhalte, Aufgaben und Nachrichten der Kunden, die Ihnen zugewiesen sind

review-posts =
    { $count ->
        [one] einen Beitrag
       *[other] { $count } Beiträge
    }
review-link-subject = Bitte prüfen Sie { $posts } für { $client }
# $note is the sender's note in quotes on a line of its own, or nothing.
review-link-body =
    Guten Tag,

    { $sender } von { $agency } bittet Sie, { $posts } für { $client } zu prüfen.
    { $note }
    Hier können Sie die Beiträge öffnen, freigeben oder Änderungen anfragen (kein Konto nötig):
    { $link }

    Der Link gilt bis zum { $expires } und nur für diese Beiträge.

    — { $agency }

weekly-report-subject = Ihr wöchentlicher Agenturbericht
weekly-report-body =
    Guten Tag,

    Hier ist die Woche von { $agency } im Portal (die letzten 7 Tage):

      Neue Kunden:           { $new_clients }
      Aktive Kunden:         { $active_clients }
      Monatsumsatz:          { $revenue } (Monatsgebühren der aktiven Kunden)
      Erledigte Aufgaben:    { $completed }
      Offene Aufgaben:       { $open_tasks } (davon { $overdue_tasks } überfällig)
      Überfällige Zahlungen: { $overdue_payments }

    Sie erhalten diesen Bericht jeden Montag. Abbestellen können Sie ihn unter Einstellungen → Benachrichtigungen.

    — Atrium

monthly-report-subject = Ihr monatlicher Performance-Bericht
# $period is e.g. "last month (Oct 28, 2026 to Nov 28, 2026)"; $months a table, one month a line.
monthly-report-body =
    Guten Tag { $name },

    So haben sich Ihre Social-Media-Konten mit { $agency } entwickelt: { $period }.

      Follower:                 { $followers } ({ $followers_change })
      Reichweite:               { $reach } ({ $reach_change })
      Durchschn. Engagement:    { $engagement } (Branchendurchschnitt { $industry }, zum Vergleich)
      Veröffentlichte Beiträge: { $posts }

    Monat für Monat (Follower, Wachstum, Engagement, Reichweite):
    { $months }
    { $top_post }
    Den vollständigen Bericht mit Diagrammen erhalten Sie mit einem Klick: Melden Sie sich unter { $link } an
    und wählen Sie unter „Performance“ die Option „Bericht herunterladen“.

    — { $agency }
monthly-report-top-post = Ihr bester Beitrag: „{ $title }“ auf { $platform } ({ $likes } Likes, { $comments } Kommentare, { $engagement } Engagement).

offsite-failing-subject = Externe Sicherungen schlagen fehl
offsite-failing-body =
    Hallo,

    Die letzten zwei Versuche, die Sicherung von { $agency } an den externen Speicher zu senden,
    sind fehlgeschlagen. Auf dem Server selbst werden weiterhin Sicherungen erstellt, aber seit der
    letzten erfolgreichen hat keine Kopie den Rechner verlassen.

    Der letzte Fehler:
    { $error }

    Prüfen Sie die Einstellungen unter [offsite] und das Speicherkonto (Schlüssel, Bucket,
    Kontingent) und führen Sie dann `atrium offsite push` auf dem Server aus oder warten Sie auf die
    nächste geplante Sicherung. Unter Einstellungen › Sicherungen sehen Sie die letzte Kopie und
    ihr Ergebnis.

    — Atrium
