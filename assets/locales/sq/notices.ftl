## Notices in the bell, and the short mails that go with them. Names and titles ($who, $client,
## $post, $name) come wrapped in direction isolates; dates ($when, $due) already written.

# A post's life.
notice-submission = Përmbajtje e re për miratim
notice-submission-text = { $client } dërgoi “{ $post }” për miratim.
notice-awaits = Përmbajtje që pret miratimin tuaj
notice-awaits-text = { $who } ju dërgoi “{ $post }” për miratim.
notice-approved = Përmbajtja u miratua
notice-approved-text = { $who } miratoi “{ $post }”.
notice-approved-for-you-text = { $who } regjistroi miratimin tuaj për “{ $post }”.
notice-changes = U kërkuan ndryshime
notice-changes-text = { $who } kërkoi ndryshime për “{ $post }”.
notice-posted = Përmbajtja u postua
notice-posted-text = “{ $post }” është publikuar.
notice-comment = Koment i ri
notice-comment-text = { $who } la një koment te “{ $post }”.
notice-published = Përmbajtja u publikua
notice-published-text = “{ $post }” u publikua në { $platform }.
notice-publish-failed = Publikimi dështoi
notice-publish-failed-text = “{ $post }” nuk mund të publikohej: { $reason }
# A post without a title, in the line above.
notice-post-number = Postimi #{ $id }

# The mail about a post: $text is the bell's sentence.
notice-subject = { $title }: { $post }
notice-quote-changes = Çfarë duhet ndryshuar:
notice-quote-comment = Komenti:
notice-content-mail =
    { $text }
    { $quote }
    Klienti: { $client }
    Hapeni: { $link }

    Këto email-e i merrni sipas preferencave tuaja të njoftimeve; mund t’i ndryshoni te Cilësimet.

# Approval deadlines.
notice-approval-reminder = Kujtesë për miratimin
notice-approval-reminder-text = “{ $post }” pret miratimin tuaj deri më { $when }.
notice-approval-overdue = Miratimi është vonuar
notice-approval-overdue-text = “{ $post }” duhej miratuar deri më { $when } dhe ende pret miratimin tuaj.
notice-overdue-agency-text = “{ $post }” e ka kaluar afatin e miratimit ({ $when }): pret shqyrtimin e agjencisë.
notice-overdue-client-text = “{ $post }” e ka kaluar afatin e miratimit ({ $when }): pret miratimin nga { $client }.
notice-reminder-mail =
    { $text }

    Shqyrtojeni këtu: { $link }

    Këto kujtesa i merrni për sa kohë një postim pret për ju; mund ta ndryshoni këtë te Cilësimet.
notice-open-it =
    { $text }

    Hapeni: { $link }

# Messages.
notice-message = Mesazh i ri
notice-message-text = { $from }: { $text }
notice-message-file = Dërgoi një skedar: { $name }
notice-message-subject = Mesazh i ri nga { $from }
notice-message-line = { $from } shkroi: { $text }
notice-message-mail =
    { $from } shkroi:

    { $text }

    Përgjigjuni këtu: { $link }

    Merrni të shumtën një email të tillë në orë për çdo bisedë; mund ta ndryshoni këtë te Cilësimet.

# The agency's digest of one client's actions.
notice-digest-first =
    { $text }

    Gjithçka tjetër që bën { $client } në { $minutes } minutat e ardhshme do t’ju vijë në një email të vetëm, sapo të kalojnë.
notice-digest-submitted =
    { $count ->
        [one] 1 postim i ri i dërguar
       *[other] { $count } postime të reja të dërguara
    }
notice-digest-approved =
    { $count ->
        [one] 1 postim i miratuar
       *[other] { $count } postime të miratuara
    }
notice-digest-changes =
    { $count ->
        [one] 1 kërkesë për ndryshime
       *[other] { $count } kërkesa për ndryshime
    }
notice-digest-comment =
    { $count ->
        [one] 1 koment
       *[other] { $count } komente
    }
notice-digest-message =
    { $count ->
        [one] 1 mesazh
       *[other] { $count } mesazhe
    }
notice-digest-other =
    { $count ->
        [one] 1 përditësim tjetër
       *[other] { $count } përditësime të tjera
    }
notice-digest-more =
    { $count ->
        [one] dhe { $count } tjetër.
       *[other] dhe { $count } të tjera.
    }
notice-digest-subject = { $client }: { $summary }
notice-digest-mail =
    { $client }: { $summary } që nga email-i i fundit për këtë klient.

    { $lines }

    Hapeni: { $link }

    Merrni të shumtën një email për çdo klient çdo { $minutes } minuta; njoftimet (zilja) tregojnë çdo ngjarje. Email-et tuaja i ndryshoni te Cilësimet.

# Tasks, accounts, the public site, sign-ups.
notice-task = Detyrë e re e caktuar
notice-task-text = { $who } ju caktoi “{ $task }”.
notice-reconnect = Rilidhni një llogari sociale
notice-connected = Llogaria u lidh
notice-connected-text = { $client } lidhi llogarinë { $handle } në { $platform }.
notice-inquiry = Kërkesë e re kontakti
notice-inquiry-text = { $name } <{ $email }> ({ $kind }): { $subject }
notice-registration = Regjistrim i ri klienti
notice-registration-text = { $who } u regjistrua me { $email } dhe pret shqyrtimin.
notice-welcome = Mirë se vini në Atrium
notice-welcome-text = Këto janë të dhëna demonstruese: eksploroni lirisht, pastaj krijoni agjencinë tuaj të vërtetë me komandën atrium setup.

# Billing notices to the agency.
notice-payment-to-verify = Pagesë për t’u verifikuar
notice-payment-to-verify-text = { $client } thotë se ka paguar { $amount } për paketën { $plan } me transfertë bankare (mbajtësi i llogarisë: { $holder }). Kontrolloni llogarinë, pastaj miratojeni te Klientët > Verifikime në pritje.
notice-invoice-overdue = Faturë e vonuar
notice-invoice-overdue-text = Fatura { $number } për { $client } ({ $amount }) duhej paguar më { $due } dhe nuk është paguar ende.
notice-cancelled = Abonimi u anulua
notice-cancelled-text = { $client } anuloi paketën { $plan }.
notice-cancelled-reason-text = { $client } anuloi paketën { $plan }. Arsyeja: { $reason }
notice-admin-mail =
    { $text }

    Hapni portalin: { $link }

    — { $agency }

# What a notice shows of a message (its first words, as they are), or nothing.
notice-quoted = { $text }
notice-empty = { "" }

# To the agency when a post could not be published.
notice-publish-failed-subject = Një postim nuk mund të publikohej
notice-publish-failed-mail =
    Një postim nuk mund të publikohej në { $platform }.

    { $reason }

    Hapeni: { $link }
    Prej andej, Provo përsëri e dërgon edhe një herë; Shëno si të publikuar me dorë e regjistron nëse e keni postuar vetë.

# To a client whose account must be connected again; $text says why, in the provider's words.
notice-reconnect-subject = Rilidhni llogarinë tuaj sociale
notice-reconnect-mail =
    { $text }

    Hyni në panelin tuaj dhe përdorni Lidh te Përmbledhje për ta lidhur përsëri; historiku i saj ruhet.

notice-list-separator = {", "}
