import { useLingui } from '@lingui/react/macro';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { KeyboardEventHandler, MouseEventHandler, TouchEventHandler } from 'react';
import { cn } from '@/lib/cn';
import { CONTENT_STATUS_LABELS, PLATFORM_LABELS, type ContentPost, type ContentStatus } from '../../types';
import { formatTime, postName } from '../detail/post-format';

/** Chip colours follow the status badges: draft grey, pending amber, approved brand, posted green. */
/* eslint-disable lingui/no-unlocalized-strings -- class lists */
export const CHIP_TONES: Record<ContentStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  'pending-approval': 'bg-amber-100 text-amber-950 ring-amber-300',
  approved: 'bg-brand-100 text-brand-900 ring-brand-300',
  posted: 'bg-emerald-100 text-emerald-950 ring-emerald-300',
};
/* eslint-enable lingui/no-unlocalized-strings */

interface Props {
  post: ContentPost;
  day: string;
  compact: boolean;
  /** Name the post's client as well (the agency's calendar across clients). */
  showClient?: boolean;
  onOpen: (id: number) => void;
}

/**
 * One post in a day cell. A click opens it; where the caller may edit it, a mouse or touch drag anywhere on
 * the chip moves it, and the grip is the keyboard's handle (Space picks up, arrows move, Space drops).
 */
export function PostChip({ post, day, compact, showClient = false, onOpen }: Props) {
  const { t } = useLingui();
  const movable = post.can_edit;
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: post.id,
    data: { day },
    disabled: !movable,
  });
  // dnd-kit types its listeners loosely (Function); these are its React event handlers for each sensor.
  const on = (listeners ?? {}) as {
    onMouseDown?: MouseEventHandler;
    onTouchStart?: TouchEventHandler;
    onKeyDown?: KeyboardEventHandler;
  };
  const name = postName(post);
  const stacked = showClient && !compact;
  const client = showClient ? `${post.client_name}: ` : '';
  const late = post.overdue ? `, ${t`overdue approval`}` : '';
  const label = `${client}${name}, ${PLATFORM_LABELS[post.platform]}, ${t(CONTENT_STATUS_LABELS[post.status])}${late}, ${formatTime(post.scheduled_date)}`;
  return (
    // A mouse or touch drag may start anywhere on the chip; the keyboard's way in is the grip button below.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={setNodeRef}
      onMouseDown={on.onMouseDown}
      onTouchStart={on.onTouchStart}
      data-testid={`calendar-post-${post.id}`}
      data-status={post.status}
      data-overdue={post.overdue || undefined}
      className={cn(
        'flex min-w-0 items-center rounded-md text-left ring-1 ring-inset',
        CHIP_TONES[post.status],
        // Past its approval deadline: the pending chip's ring turns red (the label says so in words).
        post.overdue && 'ring-2 ring-red-500',
        movable && 'cursor-grab active:cursor-grabbing',
        isDragging && 'opacity-40',
      )}
    >
      {movable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={on.onKeyDown}
          aria-label={t`Move ${name}`}
          className={cn(
            'shrink-0 self-stretch rounded-l-md px-0.5 opacity-60 hover:opacity-100',
            compact && 'max-sm:hidden',
          )}
        >
          <GripVertical className="size-3" aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        onClick={() => onOpen(post.id)}
        aria-label={label}
        title={label}
        className={cn(
          'flex min-w-0 flex-1 items-baseline gap-1 truncate rounded-md py-0.5 pr-1.5 text-left text-xs leading-tight',
          !movable || compact ? 'pl-1.5 sm:pl-1' : 'pl-0.5',
          // A month cell wraps the name over two lines rather than ending it in '…' after a word; a phone's is
          // too narrow to wrap words in, and the list under the grid writes each name out (MonthAgenda).
          compact && 'max-sm:px-1 max-sm:text-[10px] sm:whitespace-normal',
        )}
      >
        {stacked ? (
          // The agency's week: time, name (up to two lines) and client each on a line of their own, so a
          // seventh of the screen still shows enough of each to tell posts apart.
          <span className="flex min-w-0 flex-1 flex-col text-left">
            <span className="font-semibold tabular-nums">{formatTime(post.scheduled_date)}</span>
            <span className="line-clamp-2 break-words whitespace-normal">{name}</span>
            <span className="truncate text-[11px] opacity-80">{post.client_name}</span>
          </span>
        ) : (
          <>
            {/* A month cell is too narrow for both; the time is in the label, and the week view shows it. */}
            {!compact && <span className="shrink-0 font-semibold tabular-nums">{formatTime(post.scheduled_date)}</span>}
            <span className={compact ? 'truncate sm:line-clamp-2 sm:wrap-break-word sm:whitespace-normal' : 'truncate'}>
              {name}
            </span>
          </>
        )}
      </button>
    </div>
  );
}

/** What follows the pointer while dragging: the same chip, lifted. */
export function ChipPreview({ post }: { post: ContentPost }) {
  return (
    <div
      className={cn(
        'flex max-w-56 items-baseline gap-1 truncate rounded-md px-2 py-1 text-xs shadow-lg ring-1 ring-inset',
        CHIP_TONES[post.status],
      )}
    >
      <span className="font-semibold tabular-nums">{formatTime(post.scheduled_date)}</span>
      <span className="truncate">{postName(post)}</span>
    </div>
  );
}
