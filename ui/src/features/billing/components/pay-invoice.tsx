import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { formatDay } from '@/lib/days';
import { formatCents } from '@/lib/money';
import { useBankDetails } from '../api/get-bank-details';
import { useMyInvoices } from '../api/get-my-invoices';
import { InvoiceBreakdown } from '@/components/invoice-breakdown';
import { PaymentQr } from '@/components/payment-qr';
import { invoiceMoney } from '@/lib/invoice-money';
import { isOpen } from '../billing-format';
import { BILLING_TEXT, type Invoice } from '../types';
import { CreditNotePdfButton } from './credit-note-pdf-button';
import { TransferDetails } from './transfer-details';
import { InvoiceStatusBadge } from './status-badges';

/** One open invoice paid by bank transfer ('#billing?invoice=7'): the amount, and the account with its reference. */
export function PayInvoice({ invoiceId, onBack }: { invoiceId: number; onBack: () => void }) {
  const invoices = useMyInvoices();
  return (
    <div className="space-y-6">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2"
        onClick={onBack}
        icon={<ArrowLeft className="size-4" aria-hidden="true" />}
      >
        Back to billing
      </Button>
      <QueryState query={invoices} loading="Loading the invoice" failed={BILLING_TEXT.loadFailed}>
        {(list) => {
          const invoice = list.find((item) => item.id === invoiceId);
          if (!invoice) {
            return (
              <Alert tone="info">
                This invoice was not found among yours. It may have been removed; your open invoices are on the Billing
                page.
              </Alert>
            );
          }
          // Paid or cancelled by a credit note: the invoice in full, nothing to transfer.
          if (!isOpen(invoice)) return <SettledInvoice invoice={invoice} />;
          return <InvoiceTransfer invoice={invoice} />;
        }}
      </QueryState>
    </div>
  );
}

/** An invoice with nothing left to pay: why (paid, or cancelled by a credit note), and its figures. */
function SettledInvoice({ invoice }: { invoice: Invoice }) {
  const cancelled = invoice.status === 'cancelled';
  return (
    <>
      <Alert tone={cancelled ? 'info' : 'success'}>
        Invoice <span className="font-mono font-semibold">{invoice.invoice_number}</span>{' '}
        {cancelled
          ? 'was cancelled by a credit note. Nothing to pay.'
          : invoice.status === 'paid'
            ? 'is already paid. Nothing more to do.'
            : 'has nothing left to pay.'}
      </Alert>
      <Card title={`Invoice ${invoice.invoice_number}`}>
        <InvoiceBreakdown invoice={invoice} creditNotePdf={(note) => <CreditNotePdfButton note={note} />} />
      </Card>
    </>
  );
}

/**
 * An open invoice: its figures (lines, net, tax, gross, the tax note, credit notes) beside the transfer to
 * make, whose amount is the balance, with the QR code a banking app scans when the server gives one.
 */
function InvoiceTransfer({ invoice }: { invoice: Invoice }) {
  const bank = useBankDetails();
  const money = invoiceMoney(invoice);
  return (
    <>
      <div>
        <h2 className="text-xl font-semibold text-slate-900">
          Pay invoice <span className="font-mono">{invoice.invoice_number}</span>
        </h2>
        <p className="mt-1 text-sm text-slate-500">
          Send {formatCents(money.balance_cents)} from your bank, with the reference shown.
        </p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card title="Invoice" actions={<InvoiceStatusBadge status={invoice.status} />}>
          <p className="mb-4 text-sm text-slate-600">Due {formatDay(invoice.due_date)}</p>
          <InvoiceBreakdown invoice={invoice} creditNotePdf={(note) => <CreditNotePdfButton note={note} />} />
          <p className="mt-4 text-sm text-slate-600">
            The agency marks this invoice paid once your transfer arrives; that can take a few business days.
          </p>
        </Card>
        <div className="space-y-6">
          <QueryState query={bank} loading="Loading bank details" failed={BILLING_TEXT.loadFailed}>
            {(details) =>
              details.configured ? (
                <TransferDetails
                  amountCents={money.balance_cents}
                  reference={invoice.invoice_number}
                  why="exactly, so the agency can match your payment."
                  bank={details}
                />
              ) : (
                <Alert tone="info">
                  The agency has not set up its bank details here yet; it will send them to you. You can also ask in
                  Messages.
                </Alert>
              )
            }
          </QueryState>
          {money.payment_code && (
            <Card title="Scan to pay">
              <PaymentQr code={money.payment_code} />
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
