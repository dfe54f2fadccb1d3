import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { addDays, type CalendarMode } from './calendar-grid';

/** How many days an arrow key moves a picked-up post: a row is a week in the month grid, a day in the week. */
export function arrowStep(mode: CalendarMode, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
      return 1;
    case 'ArrowLeft':
      return -1;
    case 'ArrowDown':
      return mode === 'month' ? 7 : 1;
    case 'ArrowUp':
      return mode === 'month' ? -7 : -1;
    default:
      return null;
  }
}

/**
 * dnd-kit's keyboard sensor moves a dragged item by 25 px per arrow press, which in a calendar lands
 * between days. The tracker's getter jumps to the centre of the next day's cell instead, so each press is
 * one day (or one week) and the post is always over a whole cell; it remembers which day that is, from
 * `start` (the post's own day) on.
 */
export function keyboardDayTracker() {
  let day: string | null = null;
  return {
    start(from: string | null) {
      day = from;
    },
    coordinates(mode: CalendarMode): KeyboardCoordinateGetter {
      return (event, { context }) => {
        const step = arrowStep(mode, event.code);
        const { collisionRect, droppableRects, over } = context;
        if (step === null || !collisionRect) return undefined;
        event.preventDefault();
        const from = day ?? (over ? String(over.id) : null);
        if (!from) return undefined;
        const to = addDays(from, step);
        const rect = droppableRects.get(to);
        // Past the grid's first or last day: stay put rather than drift off the calendar.
        if (!rect) return undefined;
        day = to;
        return {
          x: rect.left + rect.width / 2 - collisionRect.width / 2,
          y: rect.top + rect.height / 2 - collisionRect.height / 2,
        };
      };
    },
  };
}
