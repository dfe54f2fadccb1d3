import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-errors';
import { intlLocale, isLocale } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useCalendar } from '../../api/get-calendar';
import { useUpdateContent } from '../../api/update-content';
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, type ContentPost, type SocialPlatform } from '../../types';
import { postName } from '../detail/post-format';
import { usePostLink } from '../detail/post-link';
import {
  calendarDays,
  calendarTitle,
  dayLabel,
  fetchRange,
  localDayKey,
  postsByDay,
  rescheduledDate,
  shiftAnchor,
  weekdayLabels,
  weekStartsOn,
  type CalendarMode,
} from './calendar-grid';
import { keyboardDayTracker } from './calendar-keyboard';
import { CalendarDayCell } from './calendar-day';
import { MonthAgenda } from './month-agenda';
import { CHIP_TONES, ChipPreview } from './post-chip';

interface Props {
  /** Admin: one client's posts only. A client user always sees its own. */
  client?: number;
  /** Only this platform's posts ('all' or absent: every platform). */
  platform?: SocialPlatform | 'all';
  /** Only posts in this status ('all' or absent: every status). */
  status?: string;
  /** The agency's calendar across clients: each chip names its client too. */
  showClient?: boolean;
}

const INSTRUCTIONS = msg`To move a post to another day, focus its grip and press Space or Enter to pick it up, use the arrow keys to choose the day, then press Space or Enter to drop it. Escape cancels.`;

// The pointer decides where a mouse drop lands; a keyboard drag has no pointer, so the nearest cell does.
const collision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

/**
 * Posts on a month or week grid, coloured by status, for both roles. A click opens the post; a post the
 * caller may edit can be dragged (or moved with the keyboard) to another day, which keeps its time.
 */
export function ContentCalendar({ client, platform = 'all', status = 'all', showClient = false }: Props) {
  const { t, i18n } = useLingui();
  // The week starts where the reader's language says (Monday in German); the grid and its heads follow it.
  const firstDay = weekStartsOn(intlLocale(isLocale(i18n.locale) ? i18n.locale : undefined));
  const [mode, setMode] = useState<CalendarMode>('month');
  const [anchor, setAnchor] = useState(() => localDayKey(new Date()));
  const [activeId, setActiveId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const moved = useTimedMessage();
  // Remembers which day a keyboard-dragged post is over, between arrow presses.
  const [tracker] = useState(keyboardDayTracker);
  const coordinateGetter = useMemo(() => tracker.coordinates(mode), [tracker, mode]);
  const { open } = usePostLink();
  const update = useUpdateContent();

  const days = useMemo(() => calendarDays(mode, anchor, firstDay), [mode, anchor, firstDay]);
  const range = fetchRange(days);
  const calendar = useCalendar(range.start_date, range.end_date, client);
  const posts = useMemo(
    () =>
      (calendar.data ?? []).filter(
        (post) => (platform === 'all' || post.platform === platform) && (status === 'all' || post.status === status),
      ),
    [calendar.data, platform, status],
  );
  const byDay = useMemo(() => postsByDay(posts), [posts]);
  const byId = useMemo(() => new Map(posts.map((post) => [post.id, post])), [posts]);
  const today = localDayKey(new Date());
  const active = activeId === null ? undefined : byId.get(activeId);
  const title = calendarTitle(mode, anchor);

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a plain click still opens the post.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // On touch a short hold starts a drag, so swiping over the calendar still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const nameOf = (id: string | number) => {
    const post = byId.get(Number(id));
    return post ? postName(post) : t`the post`;
  };

  function onDragStart({ active: dragged }: DragStartEvent) {
    setActiveId(Number(dragged.id));
    tracker.start((dragged.data.current as { day?: string } | undefined)?.day ?? null);
    setError(null);
  }

  function onDragEnd({ active: dragged, over }: DragEndEvent) {
    setActiveId(null);
    tracker.start(null);
    const post = byId.get(Number(dragged.id));
    const from = (dragged.data.current as { day?: string } | undefined)?.day;
    const to = over ? String(over.id) : null;
    if (!post || !from || !to || from === to) return;
    reschedule(post, from, to);
  }

  function reschedule(post: ContentPost, from: string, to: string) {
    const scheduled_date = rescheduledDate(post.scheduled_date, from, to);
    update.mutate(
      { id: post.id, scheduled_date, version: post.version },
      {
        onSuccess: () => {
          const name = postName(post);
          const day = dayLabel(to);
          moved.show(t`Moved “${name}” to ${day}.`);
        },
        // A 409 or 412 means someone changed the post meanwhile; the hook refetches, so the grid shows
        // where the post really is now.
        onError: (failure) =>
          setError(t`${errorMessage(failure, t`Failed to update content`)} The calendar now shows the latest.`),
      },
    );
  }

  return (
    <section aria-labelledby="content-calendar-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={mode === 'month' ? t`Previous month` : t`Previous week`}
            onClick={() => setAnchor((current) => shiftAnchor(mode, current, -1))}
            icon={<ChevronLeft className="size-4" aria-hidden="true" />}
          />
          <Button variant="secondary" size="sm" onClick={() => setAnchor(today)}>
            <Trans>Today</Trans>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={mode === 'month' ? t`Next month` : t`Next week`}
            onClick={() => setAnchor((current) => shiftAnchor(mode, current, 1))}
            icon={<ChevronRight className="size-4" aria-hidden="true" />}
          />
          <h2 id="content-calendar-title" className="ml-1 text-base font-semibold text-slate-900" aria-live="polite">
            {calendarTitle(mode, anchor)}
          </h2>
          {calendar.isFetching && <Spinner label={t`Loading the calendar`} className="size-4 text-brand-600" />}
        </div>
        <div className="inline-flex rounded-lg bg-slate-100 p-0.5" role="group" aria-label={t`Calendar view`}>
          {(['month', 'week'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={mode === name}
              onClick={() => setMode(name)}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-semibold',
                mode === name ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {name === 'month' ? t`Month` : t`Week`}
            </button>
          ))}
        </div>
      </div>

      {moved.message && <Alert tone="success">{moved.message}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {calendar.isError && <Alert tone="error">{errorMessage(calendar.error, t`Could not load the calendar.`)}</Alert>}

      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveId(null);
          tracker.start(null);
        }}
        accessibility={{
          screenReaderInstructions: { draggable: t(INSTRUCTIONS) },
          announcements: {
            onDragStart: ({ active: a }) => {
              const name = nameOf(a.id);
              return t`Picked up ${name}.`;
            },
            onDragOver: ({ active: a, over }) => {
              const name = nameOf(a.id);
              const day = over ? dayLabel(String(over.id)) : '';
              return over ? t`${name} is over ${day}.` : t`${name} is not over a day.`;
            },
            onDragEnd: ({ active: a, over }) => {
              const name = nameOf(a.id);
              const day = over ? dayLabel(String(over.id)) : '';
              return over ? t`${name} was dropped on ${day}.` : t`${name} was not moved.`;
            },
            onDragCancel: ({ active: a }) => {
              const name = nameOf(a.id);
              return t`Moving ${name} was cancelled; it stays where it was.`;
            },
          },
        }}
      >
        <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <div
            className={cn(
              'grid grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-semibold text-slate-500',
              mode === 'week' && 'max-sm:hidden',
            )}
            aria-hidden="true"
          >
            {weekdayLabels(firstDay).map((label, index) => (
              <span key={index} className="py-2">
                {label}
              </span>
            ))}
          </div>
          {/* No text selection: a mouse drag over the grid moves posts rather than selecting their names. */}
          <ol
            className={cn(
              'grid gap-px bg-slate-200 select-none',
              mode === 'month' ? 'grid-cols-7' : 'grid-cols-1 sm:grid-cols-7',
            )}
            aria-label={t`${title}, ${plural(posts.length, { one: '# post', other: '# posts' })}`}
          >
            {days.map((day) => (
              <CalendarDayCell
                key={day.key}
                day={day}
                mode={mode}
                posts={byDay.get(day.key) ?? []}
                isToday={day.key === today}
                showClient={showClient}
                onOpen={open}
                onShowWeek={(key) => {
                  setAnchor(key);
                  setMode('week');
                }}
              />
            ))}
          </ol>
        </div>
        <DragOverlay dropAnimation={null}>{active ? <ChipPreview post={active} /> : null}</DragOverlay>
      </DndContext>

      {mode === 'month' && <MonthAgenda days={days} byDay={byDay} showClient={showClient} onOpen={open} />}

      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label={t`Status colours`}>
        {CONTENT_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span className={cn('size-3 rounded ring-1 ring-inset', CHIP_TONES[status])} aria-hidden="true" />
            {t(CONTENT_STATUS_LABELS[status])}
          </li>
        ))}
      </ul>
    </section>
  );
}
