import { AlertTriangle, CheckCircle2, Clock, Receipt } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { formatMoney } from '@/lib/money';
import { useInvoiceSummary } from '../api/get-invoice-summary';

function count(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

/** Agency-wide figures in dollars, with the cents wherever there are any. */
export function InvoiceSummaryCards() {
  const summary = useInvoiceSummary();
  const s = summary.data;
  const money = (cents: number | undefined) => (s ? formatMoney(cents) : '—');
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={summary.isPending}>
      <StatCard
        label="Total Invoiced"
        value={money(s?.total_amount_cents)}
        icon={Receipt}
        detail={s && count(s.total_count, 'invoice')}
      />
      <StatCard
        label="Paid"
        value={money(s?.paid_amount_cents)}
        icon={CheckCircle2}
        tone="success"
        detail={s && `${count(s.paid_count, 'invoice')} · ${formatMoney(s.paid_this_month_amount_cents)} this month`}
      />
      <StatCard
        label="Pending"
        value={money(s?.pending_amount_cents)}
        icon={Clock}
        tone="warning"
        detail={s && `${count(s.pending_count, 'invoice')} not due yet`}
      />
      <StatCard
        label="Overdue"
        value={money(s?.overdue_amount_cents)}
        icon={AlertTriangle}
        tone="danger"
        detail={s && `${count(s.overdue_count, 'invoice')} past due`}
      />
    </div>
  );
}
