## Mails to the agency's staff, its clients and people they invite. $agency is the agency's
## name, $link an address, $name a person's name; dates come already written in the language.

verification-subject = Kodi juaj i verifikimit
verification-body =
    Përshëndetje,

    Kodi juaj i verifikimit është: { $code }

    Shkruajeni në faqen e regjistrimit për të përfunduar krijimin e llogarisë suaj. Kodi është
    i vlefshëm për 10 minuta. Nëse nuk e keni kërkuar ju, mund ta shpërfillni këtë mesazh: pa
    kodin nuk krijohet asnjë llogari.

    — { $agency }

already-registered-subject = Ju keni tashmë një llogari
already-registered-body =
    Përshëndetje,

    Dikush kërkoi të krijojë një llogari me këtë adresë email-i, por ju keni tashmë një të tillë.
    Nëse ishit ju, thjesht hyni në llogari; nëse e keni harruar fjalëkalimin, kërkojini agjencisë
    ta rivendosë. Nëse nuk ishit ju, mund ta shpërfillni këtë mesazh: asgjë nuk ka ndryshuar.

    — { $agency }

new-client-subject = Regjistrim i ri klienti
new-client-body =
    Përshëndetje,

    Një klient i ri u regjistrua në portal dhe pret shqyrtimin:

      Emri:     { $name }
      Kompania: { $company }
      Email-i:  { $email }

    Hapni faqen Klientët për të shqyrtuar llogarinë.

    — { $agency }

password-changed-subject = Fjalëkalimi juaj u ndryshua
password-changed-body =
    Përshëndetje,

    Fjalëkalimi i llogarisë suaj në portalin e { $agency } sapo u ndryshua dhe të gjitha seancat
    e tjera të hapura u mbyllën.

    Nëse e bëtë ju, nuk keni nevojë të bëni asgjë. Nëse jo, kontaktoni menjëherë agjencinë.

    — { $agency }

invitation-subject = Ftesë për portalin tuaj të klientit
invitation-body =
    Përshëndetje { $name },

    { $inviter } ju ka ftuar në portalin tuaj të klientit, ku mund të ndiqni përmbajtjen,
    performancën, mesazhet dhe faturimin tuaj.

    Për të filluar, vendosni fjalëkalimin tuaj këtu:
    { $link }

    Lidhja është e vlefshme për 7 ditë dhe mund të përdoret vetëm një herë.

    — { $agency }

team-invitation-subject = Bashkohuni me ekipin e { $client } në portalin e klientëve
team-invitation-body =
    Përshëndetje { $name },

    { $inviter } ju ka ftuar t’i bashkoheni ekipit të { $client } në portalin e klientëve të { $agency }, me rolin { $seat }:
    { $does }.

    Për t’u bashkuar, vendosni fjalëkalimin tuaj këtu:
    { $link }

    Lidhja është e vlefshme për 7 ditë dhe mund të përdoret vetëm një herë.

    — { $agency }

# What each seat of a client's team may do, after "as owner:" and the like.
seat-owner = pronar
seat-owner-does = gjithçka, përfshirë edhe vetë ekipin
seat-approver = miratues
seat-approver-does = mund të shqyrtoni dhe miratoni përmbajtjen, të komentoni, t’i shkruani agjencisë dhe të shihni performancën
seat-viewer = shikues
seat-viewer-does = mund të ndiqni përmbajtjen dhe performancën dhe të komentoni postimet
seat-billing = faturim
seat-billing-does = mund të shihni faturat dhe faturimin dhe të dërgoni pagesa

staff-invitation-subject = Bashkohuni me ekipin e { $agency }
staff-invitation-body =
    Përshëndetje { $name },

    { $inviter } ju ka ftuar t’i bashkoheni ekipit të { $agency } në portalin e saj, me rolin { $role }: { $does }.

    Për t’u bashkuar, vendosni fjalëkalimin tuaj këtu:
    { $link }

    Lidhja është e vlefshme për 7 ditë dhe mund të përdoret vetëm një herë.

    — { $agency }

# What each role of the agency's staff may do.
role-owner = pronar
role-owner-does = gjithçka, përfshirë cilësimet e agjencisë, stafin dhe kopjet rezervë
role-manager = menaxher
role-manager-does = klientët, përmbajtja, detyrat, mesazhet dhe faturat, pa cilësimet e agjencisë
role-member = anëtar
role-member-does = përmbajtja, detyrat dhe mesazhet e klientëve që ju janë caktuar

review-posts =
    { $count ->
        [one] një postim
       *[other] { $count } postime
    }
review-link-subject = Ju lutemi shqyrtoni { $posts } për { $client }
# $note is the sender's note in quotes on a line of its own, or nothing.
review-link-body =
    Përshëndetje,

    { $sender } nga { $agency } ju kërkon të shqyrtoni { $posts } për { $client }.
    { $note }
    Hapni postimet, miratojini ose kërkoni ndryshime këtu (nuk nevojitet llogari):
    { $link }

    Lidhja funksionon deri më { $expires } dhe vetëm për këto postime.

    — { $agency }

weekly-report-subject = Raporti juaj javor i agjencisë
weekly-report-body =
    Përshëndetje,

    Ja java e { $agency } në portal (7 ditët e fundit):

      Klientë të rinj:      { $new_clients }
      Klientë aktivë:       { $active_clients }
      Të ardhura mujore:    { $revenue } (tarifat mujore të klientëve aktivë)
      Detyra të kryera:     { $completed }
      Detyra të hapura:     { $open_tasks } ({ $overdue_tasks } me vonesë)
      Pagesa të vonuara:    { $overdue_payments }

    Këtë raport e merrni çdo të hënë. Mund ta çaktivizoni te Cilësimet → Preferencat e njoftimeve.

    — Atrium

monthly-report-subject = Raporti juaj mujor i performancës
# $period is e.g. "last month (Oct 28, 2026 to Nov 28, 2026)"; $months a table, one month a line.
monthly-report-body =
    Përshëndetje { $name },

    Ja si ecën llogaritë tuaja sociale me { $agency }: { $period }.

      Ndjekës:               { $followers } ({ $followers_change })
      Shtrirja:              { $reach } ({ $reach_change })
      Angazhimi mesatar:     { $engagement } (mesatarja e sektorit { $industry }, për krahasim)
      Postime të publikuara: { $posts }

    Muaj pas muaji (ndjekësit, rritja, angazhimi, shtrirja):
    { $months }
    { $top_post }
    Raporti i plotë, me grafikë, është vetëm një klik larg: hyni te { $link } dhe përdorni Shkarko
    raportin te Performanca.

    — { $agency }
monthly-report-top-post = Postimi juaj më i mirë: “{ $title }” në { $platform } ({ $likes } pëlqime, { $comments } komente, angazhim { $engagement }).

offsite-failing-subject = Kopjet rezervë jashtë serverit po dështojnë
offsite-failing-body =
    Përshëndetje,

    Dy përpjekjet e fundit për të dërguar kopjen rezervë të { $agency } në hapësirën e jashtme
    dështuan. Serveri vazhdon të bëjë kopjet rezervë, por që nga e fundit që pati sukses asnjë kopje
    nuk ka dalë nga makina.

    Gabimi i fundit:
    { $error }

    Kontrolloni cilësimet [offsite] dhe llogarinë e hapësirës (çelësat, bucket-in, kuotën), pastaj
    ekzekutoni `atrium offsite push` në server, ose prisni kopjen rezervë të radhës. Te Cilësimet ›
    Kopjet rezervë shihni kopjen e fundit dhe rezultatin e saj.

    — Atrium
