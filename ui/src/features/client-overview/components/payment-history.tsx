import { Trans, useLingui } from '@lingui/react/macro';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/format';
import { formatCents } from '@/lib/money';
import { usePaymentHistory } from '../api/get-payment-history';
import { BILLING_HREF } from '../links';

/** The latest payments (paid invoices, last paid first); invoices and their PDFs are on Billing. */
export function PaymentHistory() {
  const { t } = useLingui();
  const payments = usePaymentHistory();
  return (
    <Card
      title={t`Payment History`}
      actions={
        <Link to={BILLING_HREF} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          <Trans>View billing</Trans>
        </Link>
      }
    >
      <QueryState
        query={payments}
        loading={t`Loading payments`}
        failed={t`Could not load your payments.`}
        size="panel"
        empty={
          <div className="flex flex-col items-center py-4 text-center">
            <Receipt className="size-8 text-slate-300" aria-hidden="true" />
            <p className="mt-2 text-sm text-slate-500">
              <Trans>No payments yet.</Trans>
            </p>
          </div>
        }
      >
        {(page) => (
          <ol className="-my-2 divide-y divide-slate-100" aria-label={t`Payment history`}>
            {page.results.map((invoice) => (
              <li key={invoice.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">
                    {invoice.paid_at ? formatDate(invoice.paid_at) : t({ message: 'Paid', context: 'invoice status' })}
                  </p>
                  <p className="truncate font-mono text-xs text-slate-500">{invoice.invoice_number}</p>
                </div>
                <p className="text-sm font-semibold text-emerald-700 tabular-nums">
                  {formatCents(invoice.amount_cents)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Card>
  );
}
