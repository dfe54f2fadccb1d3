import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { CONTENT_STATUS_LABELS, PLATFORM_LABELS, type ContentPost } from '../../types';
import { formatTime, postName } from '../detail/post-format';
import { dayLabel, type CalendarDay } from './calendar-grid';
import { CHIP_TONES } from './post-chip';

interface Props {
  days: readonly CalendarDay[];
  byDay: ReadonlyMap<string, ContentPost[]>;
  showClient: boolean;
  onOpen: (id: number) => void;
}

/**
 * The month's posts as a list under the grid, for phones only: a seventh of 390 px holds two or three letters
 * of a name, so each post is also written out whole here, by day, with its time, platform and status.
 */
export function MonthAgenda({ days, byDay, showClient, onOpen }: Props) {
  const { t } = useLingui();
  const withPosts = days.filter((day) => day.inMonth && (byDay.get(day.key)?.length ?? 0) > 0);
  if (withPosts.length === 0) return null;
  return (
    <ol className="space-y-3 sm:hidden" aria-label={t`Posts this month, by day`} data-testid="calendar-agenda">
      {withPosts.map((day) => (
        <li key={day.key}>
          <p className="mb-1 text-xs font-semibold text-slate-600">{dayLabel(day.key)}</p>
          <ul className="space-y-1">
            {(byDay.get(day.key) ?? []).map((post) => (
              <li key={post.id}>
                <button
                  type="button"
                  onClick={() => onOpen(post.id)}
                  className={cn(
                    'flex w-full items-baseline gap-2 rounded-lg px-2.5 py-1.5 text-left text-sm ring-1 ring-inset',
                    CHIP_TONES[post.status],
                  )}
                >
                  <span className="shrink-0 font-semibold tabular-nums">{formatTime(post.scheduled_date)}</span>
                  <span className="min-w-0 flex-1 wrap-break-word">
                    {showClient && <span className="font-medium">{post.client_name}: </span>}
                    {postName(post)}
                  </span>
                  <span className="shrink-0 text-xs opacity-80">
                    {PLATFORM_LABELS[post.platform]} · {t(CONTENT_STATUS_LABELS[post.status])}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
