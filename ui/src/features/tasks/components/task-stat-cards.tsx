import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, CheckCircle2, Clock, Eye, ListChecks, Loader, Percent } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { useTaskStats } from '../api/get-task-stats';
import { completionRate } from '../task-board';
import { STATUS_LABELS } from '../types';

/** The seven cards, for the whole agency rather than the filtered board. */
export function TaskStatCards() {
  const { t } = useLingui();
  const stats = useTaskStats();
  const s = stats.data;
  const v = (n: number | undefined) => (n === undefined ? '—' : n);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      <StatCard
        label={t({ message: 'Total', context: 'task count' })}
        value={v(s?.total)}
        compact
        icon={ListChecks}
        tone="neutral"
      />
      <StatCard
        label={STATUS_LABELS.pending}
        value={v(s?.pending)}
        compact
        icon={Clock}
        tone="warning"
        title={t`Tasks with the status Pending, not yet started.`}
      />
      <StatCard label={STATUS_LABELS['in-progress']} value={v(s?.in_progress)} compact icon={Loader} />
      <StatCard label={STATUS_LABELS.review} value={v(s?.review)} compact icon={Eye} tone="brand" />
      <StatCard label={STATUS_LABELS.completed} value={v(s?.completed)} compact icon={CheckCircle2} tone="success" />
      <StatCard label={t`Overdue`} value={v(s?.overdue)} compact icon={AlertTriangle} tone="danger" />
      <StatCard
        label={t`Completion Rate`}
        value={s ? `${completionRate(s.completed, s.total)}%` : '—'}
        compact
        icon={Percent}
        tone="success"
      />
    </div>
  );
}
