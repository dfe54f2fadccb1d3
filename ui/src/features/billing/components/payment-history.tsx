import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Card } from '@/components/card';
import { formatCents } from '@/lib/money';
import { formatInstantDay, totalCents } from '../billing-format';
import type { Invoice } from '../types';

/** Enough to see the last half year at a glance; the rest one click away. */
const SHOWN = 6;

/** Paid invoices, the latest payment first (spec 001 section 2.4's payment history). */
export function PaymentHistory({ payments, className }: { payments: Invoice[]; className?: string }) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const total = formatCents(totalCents(payments));
  const count = payments.length;
  const shown = all ? payments : payments.slice(0, SHOWN);
  return (
    <Card
      title={t`Payment History`}
      className={className}
      description={payments.length > 0 ? t`${total} paid in total` : undefined}
    >
      {payments.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <>
          <ol className="-my-2 divide-y divide-slate-100">
            {shown.map((payment) => (
              <li key={payment.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">{formatInstantDay(payment.paid_at)}</p>
                  <p className="font-mono text-xs text-slate-500">{payment.invoice_number}</p>
                </div>
                <p className="text-sm font-semibold text-emerald-700 tabular-nums">
                  {formatCents(payment.amount_cents)}
                </p>
              </li>
            ))}
          </ol>
          {payments.length > SHOWN && (
            <button
              type="button"
              onClick={() => setAll((value) => !value)}
              className="mt-4 text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              {all ? t`Show fewer` : t`${plural(count, { one: 'Show all # payments', other: 'Show all # payments' })}`}
            </button>
          )}
        </>
      )}
    </Card>
  );
}
