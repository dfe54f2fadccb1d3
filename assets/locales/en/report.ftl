## The performance report: its PDF page, its CSV, and the lines of the monthly report mail.
## Figures ($value, $followers, $engagement...) come already written the language's way.

report-period-1 = Last month
report-period-3 = Last 3 months
report-period-6 = Last 6 months
report-period-12 = Last 12 months
# $label is one of the above; the mail lowers its first letter ("how your accounts did: last month (...)").
report-period = { $label } ({ $from } to { $to })

report-title = Performance report: { $subject }
report-heading = PERFORMANCE REPORT
report-followers = Followers
report-reach = Reach
report-avg-engagement = Avg engagement
report-posts-published = Posts published
report-industry-average = industry avg { $value } (reference)
report-in-period = in the period
report-no-earlier = no earlier figure
report-followers-by-month = Followers by month
report-month-by-month = Month by month
report-col-month = MONTH
report-col-followers = FOLLOWERS
report-col-growth = GROWTH
report-col-engagement = ENGAGEMENT
report-col-reach = REACH
report-no-data = no data yet
report-top-posts = Top posts
report-no-posts = No posts were published in this period.
report-post-figures = { $platform }  { $posted }  { $likes } likes  { $comments } comments  { $views } views  { $engagement }
report-top-clients = Top clients by followers
report-client-growth = { $growth } growth
report-client-figures = { $followers } followers  { $engagement } engagement  { $growth }
report-footer = Generated { $date } by Atrium  |  { $contact }

# The CSV's cells: one table after another, a section's name in its first column.
report-csv-title = Performance report
report-csv-generated = Generated
report-csv-period = Period
report-csv-headline = Headline
report-csv-value = Value
report-csv-change = Change (%)
report-csv-engagement = Average engagement (%)
report-csv-industry = Industry average engagement (%, reference)
report-csv-month = Month
report-csv-growth = Growth (%)
report-csv-engagement-pct = Engagement (%)
report-csv-top-post = Top post
report-csv-platform = Platform
report-csv-posted = Posted
report-csv-likes = Likes
report-csv-comments = Comments
report-csv-views = Views
report-csv-top-client = Top client
