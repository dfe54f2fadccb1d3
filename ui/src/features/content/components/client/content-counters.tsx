import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Clock, FileText, PenLine, Send } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import type { ContentStats } from '../../types';

/** The five status counters of spec 001 section 2.5, over all of the client's posts. */
export function ContentCounters({ stats }: { stats: ContentStats | undefined }) {
  const { t } = useLingui();
  const v = (n: number | undefined) => (n === undefined ? '—' : n);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-5 [&>*:last-child]:col-span-2 sm:[&>*:last-child]:col-span-1">
      <StatCard label={t`Total`} value={v(stats?.total)} compact icon={FileText} />
      <StatCard label={t`Drafts`} value={v(stats?.draft)} compact icon={PenLine} />
      <StatCard label={t`Pending`} value={v(stats?.pending_approval)} compact icon={Clock} />
      <StatCard
        label={t({ message: 'Approved', context: 'post status' })}
        value={v(stats?.approved)}
        compact
        icon={CheckCircle2}
      />
      <StatCard label={t({ message: 'Posted', context: 'post status' })} value={v(stats?.posted)} compact icon={Send} />
    </div>
  );
}
