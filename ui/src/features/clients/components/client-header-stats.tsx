import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, Clock, DollarSign, UserCheck, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { useDashboardStats } from '@/lib/dashboard-stats';
import { formatMoney } from '@/lib/money';

/** Agency-wide figures from the server, so they do not change with the search and filters below. */
export function ClientHeaderStats() {
  const { t } = useLingui();
  const stats = useDashboardStats();
  const value = (pick: (s: NonNullable<typeof stats.data>) => number | string) => (stats.data ? pick(stats.data) : '—');
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <StatCard label={t`Total Clients`} value={value((s) => s.total_clients)} icon={Users} />
      <StatCard
        label={t({ message: 'Active', context: 'clients with status active' })}
        value={value((s) => s.active_clients)}
        icon={UserCheck}
        tone="success"
      />
      <StatCard
        label={t`Monthly Revenue`}
        value={value((s) => formatMoney(s.total_revenue_cents))}
        icon={DollarSign}
        tone="success"
        detail={t`From active clients`}
      />
      <StatCard
        label={t`Overdue Payments`}
        value={value((s) => s.overdue_payments)}
        icon={AlertTriangle}
        tone="danger"
      />
      <StatCard
        label={t`Pending Approvals`}
        value={value((s) => s.pending_clients)}
        icon={Clock}
        tone="warning"
        detail={t`Clients with status pending`}
      />
    </div>
  );
}
