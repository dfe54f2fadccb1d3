import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BADGE_CAP, BELL_MAX_ITEMS } from '@/lib/constants';
import { badgeCount } from '@/lib/format';
import { sectionHref } from '@/lib/paths';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useBellNotifications, useUnreadCount } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import type { AppNotification } from '../types';
import { NotificationItem } from './notification-item';
import { useOpenNotification } from './use-open-notification';

/** `pollMs`: false while the live stream delivers notifications; the 30 s poll otherwise (the default). */
export function NotificationBell({ pollMs }: { pollMs?: number | false }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const bell = useBellNotifications(pollMs);
  const unread = useUnreadCount(pollMs);
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const once = useSingleFlight();

  // A failed fetch shows an empty list rather than stale items (spec 000 section 8).
  const items = bell.isError ? [] : (bell.data?.results ?? []).slice(0, BELL_MAX_ITEMS);
  const total = bell.isError ? 0 : (bell.data?.count ?? 0);
  const unreadCount = unread.isError ? 0 : (unread.data ?? 0);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function onOpenItem(item: AppNotification) {
    setOpen(false);
    openNotification(item);
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          unreadCount > 0
            ? t`Notifications, ${plural(unreadCount, { one: '# unread', other: '# unread' })}`
            : t`Notifications`
        }
        className="relative rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unreadCount > 0 && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white ring-2 ring-white"
          >
            {badgeCount(unreadCount, BADGE_CAP)}
          </span>
        )}
      </button>

      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t`Notifications`}
          className="fixed inset-x-3 top-16 z-40 overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">
              <Trans>Notifications</Trans>
            </h2>
            <button
              type="button"
              onClick={() => once(() => markAll.mutateAsync())}
              disabled={unreadCount === 0 || markAll.isPending}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent"
            >
              <CheckCheck className="size-4" aria-hidden="true" /> <Trans>Mark All as Read</Trans>
            </button>
          </div>
          {items.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-slate-500">
              {bell.isPending ? t`Loading...` : t`No notifications yet.`}
            </p>
          ) : (
            <ul className="max-h-[min(28rem,70dvh)] divide-y divide-slate-100 overflow-y-auto">
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationItem item={item} onOpen={onOpenItem} compact />
                </li>
              ))}
            </ul>
          )}
          {total > BELL_MAX_ITEMS && (
            <Link
              to={sectionHref('notifications')}
              onClick={() => setOpen(false)}
              className="block border-t border-slate-100 px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-slate-50"
            >
              <Trans>View all notifications</Trans>
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
