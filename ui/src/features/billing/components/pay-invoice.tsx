import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { formatDay } from '@/lib/days';
import { formatCents } from '@/lib/money';
import { useBankDetails } from '../api/get-bank-details';
import { useMyInvoices } from '../api/get-my-invoices';
import { BILLING_TEXT, type Invoice } from '../types';
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
          if (invoice.status === 'paid') {
            return (
              <Alert tone="success">
                Invoice <span className="font-mono font-semibold">{invoice.invoice_number}</span> is already paid.
                Nothing more to do.
              </Alert>
            );
          }
          return <InvoiceTransfer invoice={invoice} />;
        }}
      </QueryState>
    </div>
  );
}

function InvoiceTransfer({ invoice }: { invoice: Invoice }) {
  const bank = useBankDetails();
  return (
    <>
      <div>
        <h2 className="text-xl font-semibold text-slate-900">
          Pay invoice <span className="font-mono">{invoice.invoice_number}</span>
        </h2>
        <p className="mt-1 text-sm text-slate-500">Send the amount below from your bank, with the reference shown.</p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card title="Invoice">
          <dl className="divide-y divide-slate-100">
            <div className="flex items-center justify-between gap-3 py-3">
              <dt className="text-sm text-slate-500">Amount</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{formatCents(invoice.amount_cents)}</dd>
            </div>
            <div className="flex items-center justify-between gap-3 py-3">
              <dt className="text-sm text-slate-500">Due</dt>
              <dd className="text-sm font-medium text-slate-900">{formatDay(invoice.due_date)}</dd>
            </div>
            <div className="flex items-center justify-between gap-3 py-3">
              <dt className="text-sm text-slate-500">Status</dt>
              <dd>
                <InvoiceStatusBadge status={invoice.status} />
              </dd>
            </div>
            {invoice.description && (
              <div className="py-3">
                <dt className="text-sm text-slate-500">Description</dt>
                <dd className="mt-0.5 text-sm text-slate-700 wrap-anywhere">
                  <bdi>{invoice.description}</bdi>
                </dd>
              </div>
            )}
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            The agency marks this invoice paid once your transfer arrives; that can take a few business days.
          </p>
        </Card>
        <QueryState query={bank} loading="Loading bank details" failed={BILLING_TEXT.loadFailed}>
          {(details) =>
            details.configured ? (
              <TransferDetails
                amountCents={invoice.amount_cents}
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
      </div>
    </>
  );
}
