import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useDroppable } from '@dnd-kit/core';
import { cn } from '@/lib/cn';
import type { ContentPost } from '../../types';
import { dayLabel, type CalendarDay, type CalendarMode } from './calendar-grid';
import { PostChip } from './post-chip';

/** A month cell shows this many chips, then '+N more', which opens that day's week. */
const MONTH_CHIPS = 3;

interface Props {
  day: CalendarDay;
  mode: CalendarMode;
  posts: ContentPost[];
  isToday: boolean;
  showClient: boolean;
  onOpen: (id: number) => void;
  onShowWeek: (day: string) => void;
}

export function CalendarDayCell({ day, mode, posts, isToday, showClient, onOpen, onShowWeek }: Props) {
  const { t } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: day.key });
  const month = mode === 'month';
  const shown = month ? posts.slice(0, MONTH_CHIPS) : posts;
  const hidden = posts.length - shown.length;
  const label = dayLabel(day.key);
  return (
    <li
      ref={setNodeRef}
      data-day={day.key}
      className={cn(
        'flex min-w-0 flex-col gap-1 bg-white p-1 sm:p-1.5',
        month ? 'min-h-20 sm:min-h-28' : 'min-h-16 sm:min-h-64',
        !day.inMonth && 'bg-slate-50 text-slate-500',
        isOver && 'bg-brand-50 ring-2 ring-brand-400 ring-inset',
      )}
    >
      <p
        className={cn(
          'flex items-center gap-2 text-xs font-medium',
          month ? '' : 'sm:flex-col sm:items-start sm:gap-0',
        )}
      >
        <span className="sr-only">
          {label}
          {isToday ? t` (today)` : ''}, <Plural value={posts.length} one="# post" other="# posts" />
        </span>
        {!month && (
          <span className="text-slate-500" aria-hidden="true">
            {label.split(',')[0]}
          </span>
        )}
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-6 items-center justify-center rounded-full',
            isToday ? 'bg-brand-600 font-semibold text-white' : day.inMonth ? 'text-slate-800' : 'text-slate-500',
          )}
        >
          {day.day}
        </span>
      </p>
      <div className="flex min-w-0 flex-col gap-1">
        {shown.map((post) => (
          <PostChip key={post.id} post={post} day={day.key} compact={month} showClient={showClient} onOpen={onOpen} />
        ))}
        {hidden > 0 && (
          <button
            type="button"
            onClick={() => onShowWeek(day.key)}
            className="rounded px-1 text-left text-[11px] font-semibold text-brand-700 hover:underline"
            aria-label={t`${hidden} more on ${label}: show that week`}
          >
            <Trans>+{hidden} more</Trans>
          </button>
        )}
      </div>
    </li>
  );
}
