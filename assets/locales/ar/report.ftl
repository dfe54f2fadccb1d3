## The performance report: its PDF page, its CSV, and the lines of the monthly report mail.
## Figures ($value, $followers, $engagement...) come already written the language's way.

report-period-1 = الشهر الماضي
report-period-3 = آخر 3 أشهر
report-period-6 = آخر 6 أشهر
report-period-12 = آخر 12 شهرًا
# $label is one of the above; the mail lowers its first letter ("how your accounts did: last month (...)").
report-period = { $label } (من { $from } إلى { $to })

report-title = تقرير الأداء: { $subject }
report-heading = تقرير الأداء
report-followers = المتابعون
report-reach = الوصول
report-avg-engagement = متوسط التفاعل
report-posts-published = عدد المنشورات
report-industry-average = متوسط القطاع { $value } (للمقارنة)
report-in-period = خلال الفترة
report-no-earlier = لا يوجد رقم سابق
report-followers-by-month = المتابعون حسب الشهر
report-month-by-month = شهرًا بشهر
report-col-month = الشهر
report-col-followers = المتابعون
report-col-growth = النمو
report-col-engagement = التفاعل
report-col-reach = الوصول
report-no-data = لا توجد بيانات بعد
report-top-posts = أبرز المنشورات
report-no-posts = لم يُنشر أي منشور في هذه الفترة.
report-post-figures = { $platform }  { $posted }  الإعجابات { $likes }  التعليقات { $comments }  المشاهدات { $views }  { $engagement }
report-top-clients = أبرز العملاء حسب المتابعين
report-client-growth = نمو { $growth }
report-client-figures = المتابعون { $followers }  التفاعل { $engagement }  { $growth }
report-footer = أُنشئ في { $date } بواسطة Atrium  |  { $contact }

# The CSV's cells: one table after another, a section's name in its first column.
report-csv-title = تقرير الأداء
report-csv-generated = تاريخ الإنشاء
report-csv-period = الفترة
report-csv-headline = الملخص
report-csv-value = القيمة
report-csv-change = التغيّر (%)
report-csv-engagement = متوسط التفاعل (%)
report-csv-industry = متوسط تفاعل القطاع (%، للمقارنة)
report-csv-month = الشهر
report-csv-growth = النمو (%)
report-csv-engagement-pct = التفاعل (%)
report-csv-top-post = أفضل منشور
report-csv-platform = المنصة
report-csv-posted = تاريخ النشر
report-csv-likes = الإعجابات
report-csv-comments = التعليقات
report-csv-views = المشاهدات
report-csv-top-client = أفضل عميل
