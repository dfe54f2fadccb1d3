import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { intlLocale } from '@/lib/i18n';
import { signedCount } from '@/lib/trends';
import { axisDay, historySummary, longDay, periodText, reachLabel } from '../../account-history';
import { compactAxis, countScale, type CountScale } from '../../figures';
import type { Platform, Snapshot } from '../../types';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour
const FOLLOWERS_COLOR = 'var(--brand-primary)';
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour
const REACH_COLOR = '#0891b2';
// Both panels share the day axis: hovering one shows the same day in the other.
const SYNC_ID = 'account-history';

const exact = (n: number) => n.toLocaleString(intlLocale());

// Wide enough for the longest tick at 12 px (about 7 px a character), as the month chart sizes its axis.
function axisWidth(labels: readonly string[]): number {
  return Math.max(36, Math.max(1, ...labels.map((label) => label.length)) * 7 + 10);
}

interface PanelProps {
  rows: readonly Snapshot[];
  metric: 'followers' | 'reach';
  label: string;
  color: string;
  width: number;
  scale: CountScale;
  tick: (value: number) => string;
  showDays: boolean;
}

/** One figure by day. Followers and reach differ by orders of magnitude: one scale would flatten reach. */
function Panel({ rows, metric, label, color, width, scale, tick, showDays }: PanelProps) {
  const Chart = metric === 'reach' ? BarChart : AreaChart;
  return (
    <Chart
      responsive
      data={rows as Snapshot[]}
      syncId={SYNC_ID}
      style={{ width: '100%', height: showDays ? 130 : 104 }}
      // Without its day axis a panel still needs room under the plot for its lowest tick's label.
      margin={{ top: 6, right: 8, bottom: showDays ? 0 : 8, left: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
      <XAxis
        dataKey="day"
        hide={!showDays}
        tickFormatter={axisDay}
        tick={{ fontSize: 12, fill: '#64748b' }}
        tickLine={false}
        axisLine={{ stroke: '#cbd5e1' }}
        minTickGap={24}
      />
      <YAxis
        width={width}
        tick={{ fontSize: 12, fill: '#64748b' }}
        tickLine={false}
        axisLine={false}
        tickFormatter={tick}
        ticks={scale.ticks}
        // Every tick of the scale is meant to show; the default drops one whose label meets the plot edge.
        interval={0}
        domain={scale.domain}
      />
      <Tooltip
        // The series colours are too light for text on white (axe: colour contrast): the figures are dark.
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour
        itemStyle={{ color: '#0f172a' }}
        labelFormatter={(day) => longDay(String(day))}
        formatter={(value) => [exact(Number(value)), label]}
      />
      {metric === 'reach' ? (
        <Bar dataKey="reach" fill={color} isAnimationActive={false} />
      ) : (
        <Area
          type="monotone"
          dataKey="followers"
          stroke={color}
          strokeWidth={2}
          fill={color}
          fillOpacity={0.12}
          dot={false}
          isAnimationActive={false}
        />
      )}
    </Chart>
  );
}

/**
 * The account's followers and daily reach over the days the server holds, one panel each on a shared day
 * axis. The lines above them say the same in words, for screen readers and for exact numbers.
 */
export function AccountHistoryChart({ snapshots, platform }: { snapshots: readonly Snapshot[]; platform: Platform }) {
  const { t } = useLingui();
  const summary = historySummary(snapshots);
  if (!summary) {
    return (
      <p className="text-sm text-slate-500" data-testid="history-empty">
        <Trans>
          No history yet: the account's first sync records its figures, and a day is added with every sync after.
        </Trans>
      </p>
    );
  }
  const rows = [...snapshots].sort((a, b) => a.day.localeCompare(b.day));
  const reach = reachLabel(platform);
  const followersScale = countScale(rows.map((row) => row.followers));
  const reachScale = countScale(
    rows.map((row) => row.reach),
    true,
  );
  const followersTick = compactAxis(followersScale.ticks);
  const reachTick = compactAxis(reachScale.ticks);
  // One width for both panels, so their plots start at the same x and the days line up.
  const width = axisWidth([...followersScale.ticks.map(followersTick), ...reachScale.ticks.map(reachTick)]);
  return (
    <figure className="space-y-3" data-testid="account-history">
      <figcaption className="text-sm font-medium text-slate-700">
        {periodText(summary.from, summary.to)}
        <span className="text-slate-500">
          {' · '}
          <Plural value={summary.days} one="# day" other="# days" />
        </span>
      </figcaption>
      <div>
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
          <span className="font-semibold text-slate-700">
            <span
              aria-hidden="true"
              className="mr-1 inline-block size-2 rounded-full"
              style={{ background: FOLLOWERS_COLOR }}
            />
            <Trans>Followers</Trans>
          </span>
          <span data-testid="history-followers">
            {exact(summary.followersFrom)} → {exact(summary.followersTo)} ({signedCount(summary.followersChange)})
          </span>
        </p>
        <Panel
          rows={rows}
          metric="followers"
          label={t`Followers`}
          color={FOLLOWERS_COLOR}
          width={width}
          scale={followersScale}
          tick={followersTick}
          showDays={false}
        />
      </div>
      <div>
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
          <span className="font-semibold text-slate-700">
            <span
              aria-hidden="true"
              className="mr-1 inline-block size-2 rounded-full"
              style={{ background: REACH_COLOR }}
            />
            <Trans>{reach} per day</Trans>
          </span>
          <span data-testid="history-reach">
            <Trans>{exact(summary.reachTotal)} in all</Trans>
          </span>
        </p>
        <Panel
          rows={rows}
          metric="reach"
          label={reach}
          color={REACH_COLOR}
          width={width}
          scale={reachScale}
          tick={reachTick}
          showDays
        />
      </div>
    </figure>
  );
}
