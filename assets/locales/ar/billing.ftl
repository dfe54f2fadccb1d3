invoice-new = فاتورة جديدة
invoice-new-intro = فاتورة جديدة جاهزة لك.
invoice-plan-intro = فاتورة الشهر القادم لباقتك { $plan } جاهزة.
invoice-due-soon = موعد الدفع يقترب
invoice-due-soon-intro = تذكير ودي: يحين موعد استحقاق هذه الفاتورة في { $due }.
invoice-overdue = فاتورة متأخرة
invoice-overdue-intro = كان موعد استحقاق هذه الفاتورة في { $due } ولم يصلنا الدفع بعد.
invoice-reminder = تذكير بالدفع
invoice-reminder-intro = نذكّرك بأن موعد استحقاق هذه الفاتورة في { $due }.
invoice-reminder-late-intro = كان موعد استحقاق هذه الفاتورة في { $due } وما زالت غير مدفوعة.
invoice-bell = { $number } بمبلغ { $amount }، تستحق في { $due }.
invoice-mail-subject = { $title }: { $number } ({ $amount })
invoice-mail-for = البيان:     { $description }
invoice-mail-body =
    مرحبًا { $name }،

    { $intro }

      الفاتورة:      { $number }
      المبلغ:        { $amount }
      تاريخ الاستحقاق: { $due }
      { $for }

    يُرجى الدفع بتحويل بنكي مع كتابة رقم الفاتورة مرجعًا للدفع:

    { $bank }
      المرجع: { $number }

    تجد فواتيرك، وكلًّا منها بصيغة PDF، في صفحة الفوترة: { $link }

    — { $agency }

bank-missing = (سترسل الوكالة بياناتها البنكية بشكل منفصل.)
bank-holder = صاحب الحساب: { $holder }
bank-iban = IBAN: { $iban }
bank-name = البنك: { $bank }
bank-swift = SWIFT/BIC: { $swift }

notice-mail-subject = { $title } - { $agency }
notice-mail-body =
    مرحبًا { $name }،

    { $text }

    صفحة الفوترة: { $link }

    — { $agency }

payment-verified = تم تأكيد الدفع
payment-verified-text = استلمنا دفعتك بمبلغ { $amount }. باقتك { $plan } مفعّلة؛ وموعد الفوترة التالي في { $next }.
payment-not-verified = لم يتم تأكيد الدفع
payment-not-verified-text = لم نتمكن من تأكيد دفعتك بمبلغ { $amount } للباقة { $plan }: { $reason } يمكنك إرسالها مرة أخرى من صفحة الفوترة.
credit-note = إشعار دائن
credit-note-text = يخصم الإشعار الدائن { $number } مبلغ { $amount } من الفاتورة { $invoice }، ويتبقى عليها الآن { $left }.{ $reason }
credit-note-reason = { " " }السبب: { $reason }
