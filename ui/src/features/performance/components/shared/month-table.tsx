import { formatPercent } from '@/lib/format';
import { growthText, monthLabel } from '../../figures';
import type { PerformanceRecord } from '../../types';

type Row = Pick<PerformanceRecord, 'id' | 'month' | 'followers' | 'growth_rate' | 'engagement' | 'reach'>;

/**
 * Month, Followers, Growth, Engagement, Reach (spec 001 section 2.6), newest month first. Exact numbers
 * here, where the cards abbreviate; it scrolls sideways inside its card on a narrow phone.
 */
export function MonthTable({ records, label }: { records: readonly Row[]; label: string }) {
  const rows = [...records].sort((a, b) => b.month.localeCompare(a.month));
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full min-w-[22rem] text-sm" aria-label={label}>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <th scope="col" className="py-2 pr-2 pl-5 sm:pl-6">
              Month
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Followers
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Growth
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Engagement
            </th>
            <th scope="col" className="py-2 pr-5 pl-2 text-right sm:pr-6">
              Reach
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} data-month={row.month}>
              <th
                scope="row"
                className="py-2.5 pr-2 pl-5 text-left font-medium whitespace-nowrap text-slate-900 sm:pl-6"
              >
                {monthLabel(row.month)}
              </th>
              <td className="px-2 py-2.5 text-right text-slate-700 tabular-nums">
                {row.followers.toLocaleString('en-US')}
              </td>
              <td className="px-2 py-2.5 text-right text-slate-700 tabular-nums">{growthText(row.growth_rate)}</td>
              <td className="px-2 py-2.5 text-right text-slate-700 tabular-nums">{formatPercent(row.engagement)}</td>
              <td className="py-2.5 pr-5 pl-2 text-right text-slate-700 tabular-nums sm:pr-6">
                {row.reach.toLocaleString('en-US')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
