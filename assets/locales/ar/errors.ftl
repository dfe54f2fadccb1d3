## The API's answers to a request it refuses, in the language the caller asks for
## (Accept-Language): the common ones, by field and for the whole request.

error-required = هذا الحقل مطلوب.
error-max-chars = الحد الأقصى لعدد الأحرف في هذا الحقل: { $max }.
error-control-chars = لا يُسمح بأحرف التحكم، باستثناء فواصل الأسطر وعلامات الجدولة.
error-control-chars-line = لا يُسمح هنا بأحرف التحكم ولا بفواصل الأسطر.
error-email = يُرجى إدخال بريد إلكتروني صالح
error-whole-number = يُرجى إدخال عدد صحيح من { $min } إلى { $max }.
error-search-chars = الحد الأقصى لعدد أحرف البحث: { $max }.
error-search-words = الحد الأقصى لعدد كلمات البحث: { $max }.
error-unauthorized = بيانات تسجيل الدخول مفقودة أو غير صالحة.
error-forbidden = ليس لديك إذن بتنفيذ هذا الإجراء.
error-not-found = غير موجود.
error-second-factor = تطلب منك وكالتك إضافة عامل ثانٍ أولًا: تطبيق مصادقة أو مفتاح مرور، من الإعدادات › الأمان.
error-not-allowed = هذه الطريقة غير مسموح بها هنا.
error-json = أرسل محتوى الطلب بصيغة JSON مع Content-Type: application/json.
error-internal = حدث خطأ من جانبنا. يُرجى المحاولة مرة أخرى.
error-bad-request = تعذّر فهم الطلب.
error-too-large = محتوى الطلب كبير جدًا.
error-invalid-body = محتوى الطلب غير صالح.
error-too-many = طلبات كثيرة جدًا. يُرجى التمهّل قليلًا.
error-busy = الخدمة مشغولة حاليًا. يُرجى المحاولة مرة أخرى.
error-invalid-login = البريد الإلكتروني أو كلمة المرور غير صحيحة.
error-invalid-code = رمز التحقق غير صالح أو منتهي الصلاحية
error-six-digits = يُرجى إدخال رمز التحقق المكوّن من 6 أرقام
error-registration-closed = التسجيل مغلق. اطلب دعوة من الوكالة.
