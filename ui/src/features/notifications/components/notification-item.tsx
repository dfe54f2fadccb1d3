import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';
import type { AppNotification } from '../types';

interface Props {
  item: AppNotification;
  onOpen: (item: AppNotification) => void;
  compact?: boolean;
}

export function NotificationItem({ item, onOpen, compact = false }: Props) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      // The bell cuts long texts to two lines; hovering shows them whole.
      title={compact ? `${item.title}\n${item.message}` : undefined}
      className={cn(
        'flex w-full items-start gap-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50',
        compact ? 'px-4 py-3' : 'px-5 py-4',
        !item.read && 'bg-brand-50/40',
      )}
    >
      <span
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-brand-600')}
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1">
        {/* Messages carry names people typed (any length, any script): they wrap anywhere, never widen. A notice
            was written once, in the language its reader read when it came (translate="no": stored words). */}
        <span
          className={cn(
            'text-sm text-slate-900 wrap-anywhere',
            item.read ? 'font-medium' : 'font-semibold',
            // line-clamp brings its own display; 'block' next to it would cancel the clamp.
            compact ? 'line-clamp-2' : 'block',
          )}
          translate="no"
        >
          {item.title}
          {!item.read && <span className="sr-only"> {t`(unread)`}</span>}
        </span>
        <span
          className={cn('mt-0.5 text-sm text-slate-600 wrap-anywhere', compact ? 'line-clamp-2' : 'block')}
          translate="no"
        >
          {item.message}
        </span>
        <span className="mt-1 block text-xs text-slate-500">{formatRelativeTime(item.created_at)}</span>
      </span>
    </button>
  );
}
