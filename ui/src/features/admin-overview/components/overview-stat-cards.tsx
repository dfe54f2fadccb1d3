import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, DollarSign, ListChecks, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import type { DashboardStats } from '@/lib/dashboard-stats';
import { formatMoney } from '@/lib/money';
import { activeClientsTrend, revenueTrend } from '../overview-figures';

function Trend({ text, up = true }: { text: string | null; up?: boolean }) {
  return text ? <span className={up ? 'text-emerald-700' : 'text-red-700'}>{text}</span> : null;
}

function RevenueTrend({ stats }: { stats: DashboardStats }) {
  const trend = revenueTrend(stats.revenue_added_this_month_cents, formatMoney);
  return trend ? (
    <Trend text={trend} />
  ) : (
    <span>
      <Trans>Monthly fees of active clients</Trans>
    </span>
  );
}

export function OverviewStatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useLingui();
  const received = formatMoney(stats.collected_this_month_cents);
  const unpaid = formatMoney(stats.overdue_amount_cents);
  const overdueTasks = stats.overdue_tasks;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label={t`Monthly Revenue`}
        value={formatMoney(stats.total_revenue_cents)}
        icon={DollarSign}
        tone="success"
        title={t`Monthly fees of active clients. Received this month: ${received}.`}
        detail={<RevenueTrend stats={stats} />}
      />
      <StatCard
        label={t`Active Clients`}
        value={stats.active_clients}
        icon={Users}
        detail={<Trend text={activeClientsTrend(stats.new_active_clients_this_week)} />}
      />
      {/* pending_tasks counts every task not completed; 'Pending' on the Tasks screen is one status of those. */}
      <StatCard
        label={t`Open Tasks`}
        value={stats.pending_tasks}
        icon={ListChecks}
        tone="warning"
        title={t`Tasks not completed yet: pending, in progress or in review.`}
        detail={
          stats.overdue_tasks > 0 ? (
            <span className="text-red-700">
              <Plural value={overdueTasks} one="# overdue" other="# overdue" />
            </span>
          ) : (
            t`Not completed yet`
          )
        }
      />
      <StatCard
        label={t`Overdue Payments`}
        value={stats.overdue_payments}
        icon={AlertTriangle}
        tone="danger"
        detail={stats.overdue_payments > 0 ? t`${unpaid} unpaid` : t`Nothing overdue`}
      />
    </div>
  );
}
