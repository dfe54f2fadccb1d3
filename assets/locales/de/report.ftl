## The performance report: its PDF page, its CSV, and the lines of the monthly report mail.
## Figures ($value, $followers, $engagement...) come already written the language's way.

report-period-1 = Letzter Monat
report-period-3 = Letzte 3 Monate
report-period-6 = Letzte 6 Monate
report-period-12 = Letzte 12 Monate
# $label is one of the above; the mail lowers its first letter ("how your accounts did: last month (...)").
report-period = { $label } ({ $from } bis { $to })

report-title = Performance-Bericht: { $subject }
report-heading = PERFORMANCE-BERICHT
report-followers = Follower
report-reach = Reichweite
report-avg-engagement = Ø Engagement
report-posts-published = Veröff. Beiträge
report-industry-average = Branchenschnitt { $value } (Referenz)
report-in-period = im Zeitraum
report-no-earlier = kein früherer Wert
report-followers-by-month = Follower pro Monat
report-month-by-month = Monat für Monat
report-col-month = MONAT
report-col-followers = FOLLOWER
report-col-growth = WACHSTUM
report-col-engagement = ENGAGEMENT
report-col-reach = REICHWEITE
report-no-data = noch keine Daten
report-top-posts = Top-Beiträge
report-no-posts = In diesem Zeitraum wurden keine Beiträge veröffentlicht.
report-post-figures = { $platform }  { $posted }  { $likes } Likes  { $comments } Kommentare  { $views } Aufrufe  { $engagement }
report-top-clients = Top-Kunden nach Followern
report-client-growth = { $growth } Wachstum
report-client-figures = { $followers } Follower  { $engagement } Engagement  { $growth }
report-footer = Erstellt am { $date } mit Atrium  |  { $contact }

# The CSV's cells: one table after another, a section's name in its first column.
report-csv-title = Performance-Bericht
report-csv-generated = Erstellt am
report-csv-period = Zeitraum
report-csv-headline = Kennzahlen
report-csv-value = Wert
report-csv-change = Veränderung (%)
report-csv-engagement = Durchschnittliches Engagement (%)
report-csv-industry = Branchendurchschnitt Engagement (%, Referenz)
report-csv-month = Monat
report-csv-growth = Wachstum (%)
report-csv-engagement-pct = Engagement (%)
report-csv-top-post = Top-Beitrag
report-csv-platform = Plattform
report-csv-posted = Veröffentlicht
report-csv-likes = Likes
report-csv-comments = Kommentare
report-csv-views = Aufrufe
report-csv-top-client = Top-Kunde
