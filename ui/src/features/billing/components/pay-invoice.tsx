import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
        <Trans>Back to billing</Trans>
      </Button>
      <QueryState query={invoices} loading={t`Loading the invoice`} failed={BILLING_TEXT.loadFailed}>
        {(list) => {
          const invoice = list.find((item) => item.id === invoiceId);
          if (!invoice) {
            return (
              <Alert tone="info">
                <Trans>
                  This invoice was not found among yours. It may have been removed; your open invoices are on the
                  Billing page.
                </Trans>
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
  const { t } = useLingui();
  const cancelled = invoice.status === 'cancelled';
  const number = invoice.invoice_number;
  return (
    <>
      <Alert tone={cancelled ? 'info' : 'success'}>
        {cancelled ? (
          <Trans>
            Invoice <span className="font-mono font-semibold">{number}</span> was cancelled by a credit note. Nothing to
            pay.
          </Trans>
        ) : invoice.status === 'paid' ? (
          <Trans>
            Invoice <span className="font-mono font-semibold">{number}</span> is already paid. Nothing more to do.
          </Trans>
        ) : (
          <Trans>
            Invoice <span className="font-mono font-semibold">{number}</span> has nothing left to pay.
          </Trans>
        )}
      </Alert>
      <Card title={t`Invoice ${number}`}>
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
  const { t } = useLingui();
  const bank = useBankDetails();
  const money = invoiceMoney(invoice);
  const number = invoice.invoice_number;
  const balance = formatCents(money.balance_cents);
  const due = formatDay(invoice.due_date);
  return (
    <>
      <div>
        <h2 className="text-xl font-semibold text-slate-900">
          <Trans>
            Pay invoice <span className="font-mono">{number}</span>
          </Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-500">
          <Trans>Send {balance} from your bank, with the reference shown.</Trans>
        </p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card title={t`Invoice`} actions={<InvoiceStatusBadge status={invoice.status} />}>
          <p className="mb-4 text-sm text-slate-600">
            <Trans>Due {due}</Trans>
          </p>
          <InvoiceBreakdown invoice={invoice} creditNotePdf={(note) => <CreditNotePdfButton note={note} />} />
          <p className="mt-4 text-sm text-slate-600">
            <Trans>
              The agency marks this invoice paid once your transfer arrives; that can take a few business days.
            </Trans>
          </p>
        </Card>
        <div className="space-y-6">
          <QueryState query={bank} loading={t`Loading bank details`} failed={BILLING_TEXT.loadFailed}>
            {(details) =>
              details.configured ? (
                <TransferDetails
                  amountCents={money.balance_cents}
                  reference={invoice.invoice_number}
                  why={t`exactly, so the agency can match your payment.`}
                  bank={details}
                />
              ) : (
                <Alert tone="info">
                  <Trans>
                    The agency has not set up its bank details here yet; it will send them to you. You can also ask in
                    Messages.
                  </Trans>
                </Alert>
              )
            }
          </QueryState>
          {money.payment_code && (
            <Card title={t`Scan to pay`}>
              <PaymentQr code={money.payment_code} />
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
