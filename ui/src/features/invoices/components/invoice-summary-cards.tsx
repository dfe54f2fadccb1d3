import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, CheckCircle2, Clock, Receipt } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { formatMoney } from '@/lib/money';
import { useInvoiceSummary } from '../api/get-invoice-summary';

function invoices(n: number): string {
  return plural(n, { one: '# invoice', other: '# invoices' });
}

/** Agency-wide figures in dollars, with the cents wherever there are any. */
export function InvoiceSummaryCards() {
  const { t } = useLingui();
  const summary = useInvoiceSummary();
  const s = summary.data;
  const money = (cents: number | undefined) => (s ? formatMoney(cents) : '—');
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={summary.isPending}>
      <StatCard
        label={t`Total Invoiced`}
        value={money(s?.total_amount_cents)}
        icon={Receipt}
        detail={s && invoices(s.total_count)}
      />
      <StatCard
        label={t({ message: 'Paid', context: 'invoice status' })}
        value={money(s?.paid_amount_cents)}
        icon={CheckCircle2}
        tone="success"
        detail={s && `${invoices(s.paid_count)} · ${t`${formatMoney(s.paid_this_month_amount_cents)} this month`}`}
      />
      <StatCard
        label={t({ message: 'Pending', context: 'invoice status' })}
        value={money(s?.pending_amount_cents)}
        icon={Clock}
        tone="warning"
        detail={s && plural(s.pending_count, { one: '# invoice not due yet', other: '# invoices not due yet' })}
      />
      <StatCard
        label={t({ message: 'Overdue', context: 'invoice status' })}
        value={money(s?.overdue_amount_cents)}
        icon={AlertTriangle}
        tone="danger"
        detail={s && plural(s.overdue_count, { one: '# invoice past due', other: '# invoices past due' })}
      />
    </div>
  );
}
