## The performance report: its PDF page, its CSV, and the lines of the monthly report mail.
## Figures ($value, $followers, $engagement...) come already written the language's way.

report-period-1 = Muaji i kaluar
report-period-3 = 3 muajt e fundit
report-period-6 = 6 muajt e fundit
report-period-12 = 12 muajt e fundit
# $label is one of the above; the mail lowers its first letter ("how your accounts did: last month (...)").
report-period = { $label } ({ $from } deri më { $to })

report-title = Raporti i performancës: { $subject }
report-heading = RAPORTI I PERFORMANCËS
report-followers = Ndjekës
report-reach = Shtrirja
report-avg-engagement = Angazhimi mesatar
report-posts-published = Postime të botuara
report-industry-average = mesatarja e sektorit { $value } (referencë)
report-in-period = në periudhë
report-no-earlier = pa vlerë të mëparshme
report-followers-by-month = Ndjekësit sipas muajve
report-month-by-month = Muaj pas muaji
report-col-month = MUAJI
report-col-followers = NDJEKËS
report-col-growth = RRITJA
report-col-engagement = ANGAZHIMI
report-col-reach = SHTRIRJA
report-no-data = ende pa të dhëna
report-top-posts = Postimet kryesore
report-no-posts = Në këtë periudhë nuk u publikua asnjë postim.
report-post-figures = { $platform }  { $posted }  { $likes } pëlqime  { $comments } komente  { $views } shikime  { $engagement }
report-top-clients = Klientët kryesorë sipas ndjekësve
report-client-growth = rritje { $growth }
report-client-figures = { $followers } ndjekës  angazhim { $engagement }  { $growth }
report-footer = Krijuar më { $date } nga Atrium  |  { $contact }

# The CSV's cells: one table after another, a section's name in its first column.
report-csv-title = Raporti i performancës
report-csv-generated = Krijuar më
report-csv-period = Periudha
report-csv-headline = Përmbledhje
report-csv-value = Vlera
report-csv-change = Ndryshimi (%)
report-csv-engagement = Angazhimi mesatar (%)
report-csv-industry = Angazhimi mesatar i sektorit (%, referencë)
report-csv-month = Muaji
report-csv-growth = Rritja (%)
report-csv-engagement-pct = Angazhimi (%)
report-csv-top-post = Postimi kryesor
report-csv-platform = Platforma
report-csv-posted = Publikuar
report-csv-likes = Pëlqime
report-csv-comments = Komente
report-csv-views = Shikime
report-csv-top-client = Klienti kryesor
