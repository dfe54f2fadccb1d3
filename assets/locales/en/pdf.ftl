## The invoice PDF. Its dates stay as stored (YYYY-MM-DD); $due and $net are amounts.

pdf-invoice-title = Invoice { $number }
pdf-invoice = INVOICE
pdf-number = Number
pdf-issued = Issued
pdf-due = Due
pdf-our-vat = Our VAT no.
pdf-status = Status
pdf-status-pending = PENDING
pdf-status-paid = PAID
pdf-status-overdue = OVERDUE
pdf-status-cancelled = CANCELLED
pdf-bill-to = BILL TO
pdf-from = FROM
pdf-vat-no = VAT no. { $id }
pdf-description = DESCRIPTION
pdf-tax = TAX
pdf-net-heading = NET
pdf-services-from = Services from { $agency }
pdf-net = Net
pdf-tax-on = { $tax } on { $net }
pdf-total = Total ({ $currency })
pdf-credit-note = Credit note { $number }
pdf-received = Received
pdf-balance-due = Balance due
pdf-tax-note-reverse-charge = Reverse charge: VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC).
pdf-tax-note-exempt = Exempt from VAT.
pdf-paid-on = Paid on { $when }. Thank you!
pdf-cancelled-by = Cancelled by credit note { $notes }.
pdf-pay-by-transfer = Pay { $due } by bank transfer
pdf-account-holder = Account holder
pdf-iban = IBAN
pdf-bank = Bank
pdf-swift = SWIFT/BIC
pdf-reference = Reference
pdf-reference-hint = Please write the reference exactly as shown so that we can match your payment.
pdf-scan-to-pay = Scan to pay

# The credit note PDF; it reuses the invoice's labels above.
pdf-credit-heading = CREDIT NOTE
pdf-invoice-label = Invoice
pdf-credit-to = CREDIT TO
pdf-credit-for = Credit for invoice { $number }
pdf-credit-for-reason = Credit for invoice { $number }: { $reason }
pdf-left-to-pay = Invoice { $number } now has { $amount } left to pay.
