import { AlertTriangle, CheckCircle2, Clock, Eye, ListChecks, Loader, Percent } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { useTaskStats } from '../api/get-task-stats';
import { completionRate } from '../task-board';

/** The seven cards, for the whole agency rather than the filtered board. */
export function TaskStatCards() {
  const stats = useTaskStats();
  const s = stats.data;
  const v = (n: number | undefined) => (n === undefined ? '—' : n);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      <StatCard label="Total" value={v(s?.total)} compact icon={ListChecks} tone="neutral" />
      <StatCard
        label="Pending"
        value={v(s?.pending)}
        compact
        icon={Clock}
        tone="warning"
        title="Tasks with the status Pending, not yet started."
      />
      <StatCard label="In Progress" value={v(s?.in_progress)} compact icon={Loader} />
      <StatCard label="Review" value={v(s?.review)} compact icon={Eye} tone="brand" />
      <StatCard label="Completed" value={v(s?.completed)} compact icon={CheckCircle2} tone="success" />
      <StatCard label="Overdue" value={v(s?.overdue)} compact icon={AlertTriangle} tone="danger" />
      <StatCard
        label="Completion Rate"
        value={s ? `${completionRate(s.completed, s.total)}%` : '—'}
        compact
        icon={Percent}
        tone="success"
      />
    </div>
  );
}
