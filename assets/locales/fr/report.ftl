## The performance report: its PDF page, its CSV, and the lines of the monthly report mail.
## Figures ($value, $followers, $engagement...) come already written the language's way.

report-period-1 = Dernier mois
report-period-3 = 3 derniers mois
report-period-6 = 6 derniers mois
report-period-12 = 12 derniers mois
# $label is one of the above; the mail lowers its first letter ("how your accounts did: last month (...)").
report-period = { $label } (du { $from } au { $to })

report-title = Rapport de performances : { $subject }
report-heading = RAPPORT DE PERFORMANCES
report-followers = Abonnés
report-reach = Portée
report-avg-engagement = Engagement moyen
report-posts-published = Publications
report-industry-average = moy. du secteur { $value } (référence)
report-in-period = sur la période
report-no-earlier = pas de valeur antérieure
report-followers-by-month = Abonnés par mois
report-month-by-month = Mois par mois
report-col-month = MOIS
report-col-followers = ABONNÉS
report-col-growth = CROISSANCE
report-col-engagement = ENGAGEMENT
report-col-reach = PORTÉE
report-no-data = pas encore de données
report-top-posts = Meilleures publications
report-no-posts = Aucune publication sur cette période.
report-post-figures = { $platform }  { $posted }  { $likes } J’aime  { $comments } commentaires  { $views } vues  { $engagement }
report-top-clients = Meilleurs clients par abonnés
report-client-growth = { $growth } de croissance
report-client-figures = { $followers } abonnés  { $engagement } d’engagement  { $growth }
report-footer = Généré le { $date } par Atrium  |  { $contact }

# The CSV's cells: one table after another, a section's name in its first column.
report-csv-title = Rapport de performances
report-csv-generated = Généré le
report-csv-period = Période
report-csv-headline = Synthèse
report-csv-value = Valeur
report-csv-change = Variation (%)
report-csv-engagement = Engagement moyen (%)
report-csv-industry = Engagement moyen du secteur (%, référence)
report-csv-month = Mois
report-csv-growth = Croissance (%)
report-csv-engagement-pct = Engagement (%)
report-csv-top-post = Meilleure publication
report-csv-platform = Plateforme
report-csv-posted = Publiée le
report-csv-likes = J’aime
report-csv-comments = Commentaires
report-csv-views = Vues
report-csv-top-client = Meilleur client
