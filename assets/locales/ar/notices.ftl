## Notices in the bell, and the short mails that go with them. Names and titles ($who, $client,
## $post, $name) come wrapped in direction isolates; dates ($when, $due) already written.

# A post's life.
notice-submission = محتوى جديد مُرسل للموافقة
notice-submission-text = أرسل { $client } «{ $post }» للموافقة.
notice-awaits = محتوى بانتظار موافقتك
notice-awaits-text = أرسل إليك { $who } «{ $post }» للموافقة.
notice-approved = تمت الموافقة على المحتوى
notice-approved-text = وافق { $who } على «{ $post }».
notice-approved-for-you-text = سجّل { $who } موافقتك على «{ $post }».
notice-changes = طُلبت تعديلات
notice-changes-text = طلب { $who } تعديلات على «{ $post }».
notice-posted = نُشر المحتوى
notice-posted-text = أصبح «{ $post }» متاحًا الآن.
notice-comment = تعليق جديد
notice-comment-text = علّق { $who } على «{ $post }».
notice-published = تم نشر المحتوى
notice-published-text = نُشر «{ $post }» على { $platform }.
notice-publish-failed = فشل النشر
notice-publish-failed-text = تعذّر نشر «{ $post }»: { $reason }
# A post without a title, in the line above.
notice-post-number = منشور رقم { $id }

# The mail about a post: $text is the bell's sentence.
notice-subject = { $title }: { $post }
notice-quote-changes = المطلوب تعديله:
notice-quote-comment = التعليق:
notice-content-mail =
    { $text }
    { $quote }
    العميل: { $client }
    للاطلاع: { $link }

    تصلك هذه الرسائل وفق تفضيلات الإشعارات لديك؛ ويمكنك تغييرها من الإعدادات.

# Approval deadlines.
notice-approval-reminder = تذكير بالموافقة
notice-approval-reminder-text = «{ $post }» بانتظار موافقتك بحلول { $when }.
notice-approval-overdue = تأخرت الموافقة
notice-approval-overdue-text = كان من المفترض الموافقة على «{ $post }» بحلول { $when }، وما زال بانتظار موافقتك.
notice-overdue-agency-text = تجاوز «{ $post }» الموعد النهائي للموافقة ({ $when }): وهو بانتظار مراجعة الوكالة.
notice-overdue-client-text = تجاوز «{ $post }» الموعد النهائي للموافقة ({ $when }): وهو بانتظار موافقة { $client }.
notice-reminder-mail =
    { $text }

    راجع المنشور من هنا: { $link }

    تصلك هذه التذكيرات ما دام هناك منشور بانتظارك؛ ويمكنك تغيير ذلك من الإعدادات.
notice-open-it =
    { $text }

    للاطلاع: { $link }

# Messages.
notice-message = رسالة جديدة
notice-message-text = { $from }: { $text }
notice-message-file = أرسل ملفًا: { $name }
notice-message-subject = رسالة جديدة من { $from }
notice-message-line = كتب { $from }: { $text }
notice-message-mail =
    كتب { $from }:

    { $text }

    للرد: { $link }

    تصلك رسالة واحدة على الأكثر من هذا النوع كل ساعة لكل محادثة؛ ويمكنك تغيير ذلك من الإعدادات.

# The agency's digest of one client's actions.
notice-digest-first =
    { $text }

    وكل ما يفعله { $client } خلال { $minutes ->
        [one] الدقيقة القادمة
        [two] الدقيقتين القادمتين
        [few] الدقائق الـ{ $minutes } القادمة
       *[other] الـ{ $minutes } دقيقة القادمة
    } سيصلك في رسالة واحدة بعد انقضائها.
notice-digest-submitted =
    { $count ->
        [zero] لا منشورات جديدة للموافقة
        [one] منشور جديد واحد للموافقة
        [two] منشوران جديدان للموافقة
        [few] { $count } منشورات جديدة للموافقة
        [many] { $count } منشورًا جديدًا للموافقة
       *[other] { $count } منشور جديد للموافقة
    }
notice-digest-approved =
    { $count ->
        [zero] لا منشورات معتمدة
        [one] منشور واحد معتمد
        [two] منشوران معتمدان
        [few] { $count } منشورات معتمدة
        [many] { $count } منشورًا معتمدًا
       *[other] { $count } منشور معتمد
    }
notice-digest-changes =
    { $count ->
        [zero] لا طلبات تعديل
        [one] طلب تعديل واحد
        [two] طلبا تعديل
        [few] { $count } طلبات تعديل
        [many] { $count } طلبًا للتعديل
       *[other] { $count } طلب تعديل
    }
notice-digest-comment =
    { $count ->
        [zero] لا تعليقات
        [one] تعليق واحد
        [two] تعليقان
        [few] { $count } تعليقات
        [many] { $count } تعليقًا
       *[other] { $count } تعليق
    }
notice-digest-message =
    { $count ->
        [zero] لا رسائل
        [one] رسالة واحدة
        [two] رسالتان
        [few] { $count } رسائل
        [many] { $count } رسالة
       *[other] { $count } رسالة
    }
notice-digest-other =
    { $count ->
        [zero] لا تحديثات أخرى
        [one] تحديث آخر واحد
        [two] تحديثان آخران
        [few] { $count } تحديثات أخرى
        [many] { $count } تحديثًا آخر
       *[other] { $count } تحديث آخر
    }
notice-digest-more =
    { $count ->
        [zero] ولا شيء غير ذلك.
        [one] وحدث آخر.
        [two] وحدثان آخران.
        [few] و{ $count } أحداث أخرى.
        [many] و{ $count } حدثًا آخر.
       *[other] و{ $count } حدث آخر.
    }
notice-digest-subject = { $client }: { $summary }
notice-digest-mail =
    { $client }: { $summary } منذ آخر رسالة عن هذا العميل.

    { $lines }

    للاطلاع: { $link }

    تصلك رسالة واحدة على الأكثر عن كل عميل كل { $minutes ->
        [one] دقيقة
        [two] دقيقتين
        [few] { $minutes } دقائق
       *[other] { $minutes } دقيقة
    }؛ وتعرض الإشعارات (الجرس) كل حدث. يمكنك تغيير رسائلك من الإعدادات.

# Tasks, accounts, the public site, sign-ups.
notice-task = مهمة جديدة مُسندة إليك
notice-task-text = أسند إليك { $who } المهمة «{ $task }».
notice-reconnect = أعد ربط حساب تواصل اجتماعي
notice-connected = تم ربط الحساب
notice-connected-text = ربط { $client } الحساب { $handle } على { $platform }.
notice-inquiry = استفسار جديد عبر نموذج التواصل
notice-inquiry-text = { $name } <{ $email }> ({ $kind }): { $subject }
notice-registration = تسجيل عميل جديد
notice-registration-text = سجّل { $who } بالبريد الإلكتروني { $email } وهو بانتظار المراجعة.
notice-welcome = مرحبًا بك في Atrium
notice-welcome-text = هذه بيانات تجريبية: استكشف بحرية، ثم أنشئ وكالتك الحقيقية باستخدام الأمر atrium setup.

# Billing notices to the agency.
notice-payment-to-verify = دفعة بحاجة إلى تحقق
notice-payment-to-verify-text = يقول { $client } إنه دفع { $amount } مقابل الباقة { $plan } بتحويل بنكي (صاحب الحساب: { $holder }). تحقّق من الحساب، ثم وافق على الدفعة من العملاء ← عمليات تحقق معلقة.
notice-invoice-overdue = فاتورة متأخرة
notice-invoice-overdue-text = الفاتورة { $number } الخاصة بالعميل { $client } ({ $amount }) كان موعد استحقاقها { $due } ولم تُدفع بعد.
notice-cancelled = تم إلغاء الاشتراك
notice-cancelled-text = ألغى { $client } الباقة { $plan }.
notice-cancelled-reason-text = ألغى { $client } الباقة { $plan }. السبب: { $reason }
notice-admin-mail =
    { $text }

    افتح البوابة: { $link }

    — { $agency }

# What a notice shows of a message (its first words, as they are), or nothing.
notice-quoted = { $text }
notice-empty = { "" }

# To the agency when a post could not be published.
notice-publish-failed-subject = تعذّر نشر منشور
notice-publish-failed-mail =
    تعذّر نشر منشور على { $platform }.

    { $reason }

    للاطلاع: { $link }
    من هناك، يعيد زر «حاول مجددًا» إرساله مرة أخرى، ويسجّل زر «تحديد كمنشور يدويًا» أنه نُشر إذا كنت قد نشرته بنفسك.

# To a client whose account must be connected again; $text says why, in the provider's words.
notice-reconnect-subject = أعد ربط حسابك على وسائل التواصل الاجتماعي
notice-reconnect-mail =
    { $text }

    سجّل الدخول إلى لوحة التحكم واستخدم «ربط» في صفحة «نظرة عامة» لإعادة ربطه؛ سيُحفظ سجله.

notice-list-separator = {"، "}
