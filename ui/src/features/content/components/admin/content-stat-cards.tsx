import { useLingui } from '@lingui/react/macro';
import { CalendarClock, CheckCircle2, Clock, FileText, PencilLine, Send } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { useContentStats } from '../../api/get-content-stats';

/** The six cards of spec 000's Admin Content, for the whole agency rather than the filtered list. */
export function ContentStatCards() {
  const { t } = useLingui();
  const stats = useContentStats();
  const s = stats.data;
  const v = (n: number | undefined) => (n === undefined ? '—' : n);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      <StatCard label={t`Total Posts`} value={v(s?.total)} compact icon={FileText} tone="neutral" />
      <StatCard
        label={t`Pending`}
        value={v(s?.pending_approval)}
        compact
        icon={Clock}
        tone="warning"
        title={t`Posts waiting for an approval, the client's or the agency's.`}
      />
      <StatCard
        label={t({ message: 'Approved', context: 'post status' })}
        value={v(s?.approved)}
        compact
        icon={CheckCircle2}
        tone="brand"
      />
      <StatCard
        label={t({ message: 'Posted', context: 'post status' })}
        value={v(s?.posted)}
        compact
        icon={Send}
        tone="success"
      />
      <StatCard label={t`Drafts`} value={v(s?.draft)} compact icon={PencilLine} tone="neutral" />
      <StatCard
        label={t`This Week`}
        value={v(s?.this_week)}
        compact
        icon={CalendarClock}
        title={t`Posts created in the last 7 days.`}
      />
    </div>
  );
}
