import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { growthText } from '@/lib/trends';
import { monthLabel } from '../../figures';
import type { PerformanceRecord } from '../../types';

// Tight on a phone, so five columns fit 390 px without the table scrolling; roomier from sm up.
/* eslint-disable lingui/no-unlocalized-strings -- class names */
export const TABLE = {
  wrap: '-mx-5 overflow-x-auto sm:-mx-6',
  table: 'w-full text-[13px] sm:text-sm',
  head: 'border-b border-slate-200 text-left text-[11px] font-semibold text-slate-500 uppercase sm:text-xs sm:tracking-wide',
  first: 'py-2.5 pr-1.5 pl-5 text-left sm:pr-2 sm:pl-6',
  cell: 'px-1.5 py-2.5 text-right tabular-nums sm:px-2',
  last: 'py-2.5 pr-5 pl-1.5 text-right tabular-nums sm:pr-6 sm:pl-2',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** 'Engagement' from sm up; 'Eng.' (spelled out for assistive tech) where five columns share 390 px. */
export function EngagementHeader() {
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        <Trans comment="Short for Engagement, a table header on a phone">Eng.</Trans>
      </span>
      <span className="sr-only sm:not-sr-only">
        <Trans>Engagement</Trans>
      </span>
    </>
  );
}

/** The header row both figure tables (months, clients) share; only the first column's name differs. */
export function FiguresHead({ first }: { first: string }) {
  return (
    <thead>
      <tr className={TABLE.head}>
        <th scope="col" className={TABLE.first}>
          {first}
        </th>
        <th scope="col" className={TABLE.cell}>
          <Trans>Followers</Trans>
        </th>
        <th scope="col" className={TABLE.cell}>
          <Trans>Growth</Trans>
        </th>
        <th scope="col" className={TABLE.cell}>
          <EngagementHeader />
        </th>
        <th scope="col" className={TABLE.last}>
          <Trans>Reach</Trans>
        </th>
      </tr>
    </thead>
  );
}

type Row = Pick<PerformanceRecord, 'id' | 'month' | 'followers' | 'growth_rate' | 'engagement' | 'reach'>;

/**
 * Month, Followers, Growth, Engagement, Reach (spec 001 section 2.6), newest month first, with exact numbers
 * where the cards abbreviate.
 */
export function MonthTable({ records, label }: { records: readonly Row[]; label: string }) {
  const { t } = useLingui();
  const rows = [...records].sort((a, b) => b.month.localeCompare(a.month));
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table} aria-label={label}>
        <FiguresHead first={t`Month`} />
        <tbody className="divide-y divide-slate-100 text-slate-700">
          {rows.map((row) => (
            <tr key={row.id} data-month={row.month}>
              <th scope="row" className={cn(TABLE.first, 'font-medium whitespace-nowrap text-slate-900')}>
                {monthLabel(row.month)}
              </th>
              <td className={TABLE.cell}>{row.followers.toLocaleString(intlLocale())}</td>
              <td className={TABLE.cell}>{growthText(row.growth_rate)}</td>
              <td className={TABLE.cell}>{formatPercent(row.engagement)}</td>
              <td className={TABLE.last}>{row.reach.toLocaleString(intlLocale())}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
