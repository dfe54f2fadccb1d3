import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale } from '@/lib/i18n';
import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { QueryState } from '@/components/query-state';
import { cn } from '@/lib/cn';
import { formatCompact } from '@/lib/format';
import { usePerformance } from '../api/get-performance';
import { PERFORMANCE_HREF } from '../links';
import { monthBars } from '../overview-figures';
import { PERFORMANCE_MONTHS } from '../types';

const GROWTH_TONE = { up: 'text-emerald-700', down: 'text-red-700', none: 'text-slate-400' } as const;

/** Followers month by month (the last six, newest first) with growth and reach; the details on Performance. */
export function PerformanceOverview() {
  const { t } = useLingui();
  const months = PERFORMANCE_MONTHS;
  const performance = usePerformance(PERFORMANCE_MONTHS);
  return (
    <Card
      title={t`Performance Overview`}
      description={t`Followers over the last ${months} months`}
      actions={
        <Link to={PERFORMANCE_HREF} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          <Trans>View analytics</Trans>
        </Link>
      }
    >
      <QueryState
        query={performance}
        loading={t`Loading performance`}
        failed={t`Could not load your performance.`}
        size="panel"
        empty={
          <div className="flex flex-col items-center py-4 text-center">
            <TrendingUp className="size-8 text-slate-300" aria-hidden="true" />
            <p className="mt-2 text-sm text-slate-500">
              <Trans>Monthly figures appear here once a connected account has been synced.</Trans>
            </p>
          </div>
        }
      >
        {(records) => (
          <table className="w-full text-sm">
            <caption className="sr-only">
              <Trans>Followers, growth and reach per month</Trans>
            </caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="pb-2 text-start font-medium">
                  <Trans>Month</Trans>
                </th>
                <th scope="col" className="pb-2 text-start font-medium">
                  <Trans>Followers</Trans>
                </th>
                <th scope="col" className="ps-3 pb-2 text-end font-medium">
                  <Trans>Growth</Trans>
                </th>
                <th scope="col" className="hidden ps-3 pb-2 text-end font-medium sm:table-cell">
                  <Trans>Reach</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {monthBars(records, PERFORMANCE_MONTHS).map((bar) => (
                <tr key={bar.month}>
                  <th scope="row" className="py-1.5 pe-3 text-start font-medium whitespace-nowrap text-slate-700">
                    {bar.label}
                  </th>
                  <td className="w-full py-1.5">
                    <div className="flex items-center gap-2">
                      <div className="h-2.5 flex-1 rounded-full bg-slate-100" aria-hidden="true">
                        <div className="h-2.5 rounded-full bg-brand-500" style={{ width: `${bar.width}%` }} />
                      </div>
                      <span
                        className="w-12 text-end font-semibold text-slate-900 tabular-nums"
                        title={bar.followers.toLocaleString(intlLocale())}
                      >
                        {formatCompact(bar.followers)}
                      </span>
                    </div>
                  </td>
                  <td
                    className={cn('py-1.5 ps-3 text-end whitespace-nowrap tabular-nums', GROWTH_TONE[bar.growthTone])}
                  >
                    {bar.growth}
                  </td>
                  <td className="hidden py-1.5 ps-3 text-end text-slate-600 tabular-nums sm:table-cell">
                    {formatCompact(bar.reach)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </Card>
  );
}
