## The performance report: its PDF page, its CSV, and the lines of the monthly report mail.
## Figures ($value, $followers, $engagement...) come already written the language's way.

report-period-1 = Último mes
report-period-3 = Últimos 3 meses
report-period-6 = Últimos 6 meses
report-period-12 = Últimos 12 meses
# $label is one of the above; the mail lowers its first letter ("how your accounts did: last month (...)").
report-period = { $label } (del { $from } al { $to })

report-title = Informe de rendimiento: { $subject }
report-heading = INFORME DE RENDIMIENTO
report-followers = Seguidores
report-reach = Alcance
report-avg-engagement = Interacción media
report-posts-published = Publicaciones
report-industry-average = media del sector { $value } (referencia)
report-in-period = en el periodo
report-no-earlier = sin dato anterior
report-followers-by-month = Seguidores por mes
report-month-by-month = Mes a mes
report-col-month = MES
report-col-followers = SEGUIDORES
report-col-growth = CRECIMIENTO
report-col-engagement = INTERACCIÓN
report-col-reach = ALCANCE
report-no-data = aún sin datos
report-top-posts = Publicaciones destacadas
report-no-posts = No hubo publicaciones en este periodo.
report-post-figures = { $platform }  { $posted }  { $likes } me gusta  { $comments } comentarios  { $views } vistas  { $engagement }
report-top-clients = Principales clientes por seguidores
report-client-growth = { $growth } de crecimiento
report-client-figures = { $followers } seguidores  { $engagement } interacción  { $growth }
report-footer = Generado el { $date } por Atrium  |  { $contact }

# The CSV's cells: one table after another, a section's name in its first column.
report-csv-title = Informe de rendimiento
report-csv-generated = Generado
report-csv-period = Periodo
report-csv-headline = Resumen
report-csv-value = Valor
report-csv-change = Variación (%)
report-csv-engagement = Interacción media (%)
report-csv-industry = Interacción media del sector (%, referencia)
report-csv-month = Mes
report-csv-growth = Crecimiento (%)
report-csv-engagement-pct = Interacción (%)
report-csv-top-post = Publicación destacada
report-csv-platform = Plataforma
report-csv-posted = Publicada
report-csv-likes = Me gusta
report-csv-comments = Comentarios
report-csv-views = Vistas
report-csv-top-client = Cliente destacado
