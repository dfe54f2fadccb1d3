## Mails to the agency's staff, its clients and people they invite. $agency is the agency's
## name, $link an address, $name a person's name; dates come already written in the language.

verification-subject = رمز التحقق الخاص بك
verification-body =
    مرحبًا،

    رمز التحقق الخاص بك هو: { $code }

    أدخل الرمز في صفحة التسجيل لإكمال إنشاء حسابك. الرمز صالح لمدة 10 دقائق. إذا لم تطلبه،
    فيمكنك تجاهل هذه الرسالة: لا يُنشأ أي حساب بدون هذا الرمز.

    — { $agency }

already-registered-subject = لديك حساب بالفعل
already-registered-body =
    مرحبًا،

    طلب أحدهم إنشاء حساب بعنوان البريد الإلكتروني هذا، لكن لديك حسابًا بالفعل. إذا كنت أنت،
    فسجّل الدخول بدلًا من ذلك؛ وإذا نسيت كلمة المرور، فاطلب من الوكالة إعادة تعيينها. وإذا لم
    تكن أنت، فيمكنك تجاهل هذه الرسالة: لم يتغير شيء.

    — { $agency }

new-client-subject = تسجيل عميل جديد
new-client-body =
    مرحبًا،

    سجّل عميل جديد في البوابة وهو بانتظار المراجعة:

      الاسم:             { $name }
      الشركة:            { $company }
      البريد الإلكتروني: { $email }

    افتح صفحة العملاء لمراجعة الحساب.

    — { $agency }

password-changed-subject = تم تغيير كلمة المرور
password-changed-body =
    مرحبًا،

    تم للتو تغيير كلمة مرور حسابك في بوابة { $agency }، وتم تسجيل الخروج من جميع الجلسات الأخرى.

    إذا كنت أنت من قام بذلك، فلا حاجة إلى أي إجراء. وإن لم تكن أنت، فتواصل مع الوكالة فورًا.

    — { $agency }

invitation-subject = دعوة إلى بوابة العملاء الخاصة بك
invitation-body =
    مرحبًا { $name }،

    دعاك { $inviter } إلى بوابة العملاء الخاصة بك، حيث يمكنك متابعة المحتوى والأداء والرسائل
    والفوترة.

    عيّن كلمة المرور من هنا للبدء:
    { $link }

    الرابط صالح لمدة 7 أيام ويُستخدم مرة واحدة فقط.

    — { $agency }

team-invitation-subject = انضم إلى فريق { $client } في بوابة العملاء
team-invitation-body =
    مرحبًا { $name }،

    دعاك { $inviter } للانضمام إلى فريق { $client } في بوابة العملاء لدى { $agency }، بدور { $seat }:
    { $does }.

    عيّن كلمة المرور من هنا للانضمام:
    { $link }

    الرابط صالح لمدة 7 أيام ويُستخدم مرة واحدة فقط.

    — { $agency }

# What each seat of a client's team may do, after "as owner:" and the like.
seat-owner = المالك
seat-owner-does = كل الصلاحيات، بما فيها إدارة الفريق نفسه
seat-approver = المُوافِق
seat-approver-does = يمكنك مراجعة المحتوى والموافقة عليه، والتعليق، ومراسلة الوكالة، والاطلاع على الأداء
seat-viewer = المُطّلِع
seat-viewer-does = يمكنك متابعة المحتوى والأداء والتعليق على المنشورات
seat-billing = الفوترة
seat-billing-does = يمكنك الاطلاع على الفواتير والفوترة وإرسال المدفوعات

staff-invitation-subject = انضم إلى فريق { $agency }
staff-invitation-body =
    مرحبًا { $name }،

    دعاك { $inviter } للانضمام إلى فريق { $agency } في بوابتها، بدور { $role }: { $does }.

    عيّن كلمة المرور من هنا للانضمام:
    { $link }

    الرابط صالح لمدة 7 أيام ويُستخدم مرة واحدة فقط.

    — { $agency }

# What each role of the agency's staff may do.
role-owner = المالك
role-owner-does = كل الصلاحيات، بما فيها إعدادات الوكالة وطاقمها ونسخها الاحتياطية
role-manager = مدير
role-manager-does = العملاء والمحتوى والمهام والرسائل والفواتير، دون إعدادات الوكالة
role-member = عضو
role-member-does = محتوى العملاء المسندين إليك ومهامهم ورسائلهم

review-posts =
    { $count ->
        [zero] { $count } منشور
        [one] منشور واحد
        [two] منشورَين
        [few] { $count } منشورات
        [many] { $count } منشورًا
       *[other] { $count } منشور
    }
review-link-subject = يُرجى مراجعة { $posts } لصالح { $client }
# $note is the sender's note in quotes on a line of its own, or nothing.
review-link-body =
    مرحبًا،

    يطلب منك { $sender } من { $agency } مراجعة { $posts } لصالح { $client }.
    { $note }
    افتح المنشورات ووافق عليها أو اطلب تعديلات من هنا (لا حاجة إلى حساب):
    { $link }

    يعمل الرابط حتى { $expires } ولهذه المنشورات فقط.

    — { $agency }

weekly-report-subject = تقرير الوكالة الأسبوعي
weekly-report-body =
    مرحبًا،

    إليك أسبوع { $agency } في البوابة (آخر 7 أيام):

      عملاء جدد:            { $new_clients }
      عملاء نشطون:          { $active_clients }
      الإيراد الشهري:       { $revenue } (الرسوم الشهرية للعملاء النشطين)
      مهام مكتملة:          { $completed }
      مهام مفتوحة:          { $open_tasks } (منها { $overdue_tasks } متأخرة)
      مدفوعات متأخرة:       { $overdue_payments }

    يصلك هذا التقرير كل يوم اثنين. يمكنك إيقافه من الإعدادات ← تفضيلات الإشعارات.

    — Atrium

monthly-report-subject = تقرير الأداء الشهري
# $period is e.g. "last month (Oct 28, 2026 to Nov 28, 2026)"; $months a table, one month a line.
monthly-report-body =
    مرحبًا { $name }،

    إليك أداء حساباتك على مواقع التواصل الاجتماعي مع { $agency }: { $period }.

      المتابعون:            { $followers } ({ $followers_change })
      الوصول:               { $reach } ({ $reach_change })
      متوسط التفاعل:        { $engagement } (متوسط القطاع { $industry }، للمقارنة)
      عدد المنشورات:        { $posts }

    شهرًا بشهر (المتابعون، النمو، التفاعل، الوصول):
    { $months }
    { $top_post }
    التقرير الكامل مع الرسوم البيانية على بُعد نقرة واحدة: سجّل الدخول على { $link } واستخدم
    «تنزيل التقرير» في قسم الأداء.

    — { $agency }
monthly-report-top-post = أفضل منشوراتك: «{ $title }» على { $platform } (الإعجابات: { $likes }، التعليقات: { $comments }، التفاعل: { $engagement }).

offsite-failing-subject = فشل إرسال النسخ الاحتياطية إلى خارج الخادم
offsite-failing-body =
    مرحبًا،

    فشلت آخر محاولتين لإرسال النسخة الاحتياطية لـ { $agency } إلى التخزين الخارجي. لا يزال الخادم
    يأخذ نسخه الاحتياطية، لكن لم تغادر أي نسخة الجهاز منذ آخر نسخة نجحت.

    آخر خطأ:
    { $error }

    راجع إعدادات [offsite] وحساب التخزين (المفاتيح، الحاوية، الحصة)، ثم شغّل
    `atrium offsite push` على الخادم، أو انتظر النسخة الاحتياطية المجدولة التالية. تعرض الإعدادات ›
    النسخ الاحتياطية آخر نسخة ونتيجتها.

    — Atrium
