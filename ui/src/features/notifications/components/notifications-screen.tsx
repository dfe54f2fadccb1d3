import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Select } from '@/components/input';
import { QueryState } from '@/components/query-state';
import { cn } from '@/lib/cn';
import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES } from '@/lib/constants';
import { useCurrentUser } from '@/lib/session';
import { isAdmin } from '@/lib/types';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useNotificationList, useUnreadCount } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import type { NotificationFilters, ReadFilter } from '../types';
import { NotificationItem } from './notification-item';
import { useOpenNotification } from './use-open-notification';

// Each role hears about different things: admins about their agency, clients about their own account.
const ALL_CAUGHT_UP = {
  admin: msg`You are all caught up. New registrations, contact-form inquiries, messages and payments will show up here.`,
  client: msg`You are all caught up. Messages from your account team, content approvals and payment reminders will show up here.`,
};

const READ_FILTERS: { value: ReadFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg({ message: 'All', context: 'notifications filter' }) },
  { value: 'unread', label: msg({ message: 'Unread', context: 'notifications filter' }) },
  { value: 'read', label: msg({ message: 'Read', context: 'notifications filter' }) },
];

export function NotificationsScreen() {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<NotificationFilters>({ read: 'all', type: '' });
  const admin = isAdmin(useCurrentUser());
  const list = useNotificationList(filters);
  // No poll of its own: the bell, always in the header, owns the count's polling (off while live).
  const unread = useUnreadCount(false);
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const once = useSingleFlight();

  const noneShown = (
    <EmptyState
      icon={BellOff}
      title={t`No notifications`}
      description={
        filters.read === 'all' && !filters.type
          ? i18n._(ALL_CAUGHT_UP[admin ? 'admin' : 'client'])
          : t`Nothing matches these filters.`
      }
    />
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <div
            role="group"
            aria-label={t`Read state`}
            className="inline-flex rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200"
          >
            {READ_FILTERS.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                aria-pressed={filters.read === value}
                onClick={() => setFilters((current) => ({ ...current, read: value }))}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium',
                  filters.read === value ? 'bg-brand-600 text-white' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {i18n._(label)}
              </button>
            ))}
          </div>
          <div className="w-52">
            <Select
              label={t`Type`}
              hideLabel
              value={filters.type}
              onChange={(event) => setFilters((current) => ({ ...current, type: event.target.value }))}
            >
              <option value="">{t`All types`}</option>
              {NOTIFICATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {NOTIFICATION_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <Button
          variant="secondary"
          icon={<CheckCheck className="size-4" aria-hidden="true" />}
          onClick={() => once(() => markAll.mutateAsync())}
          disabled={!unread.data}
          loading={markAll.isPending}
        >
          <Trans>Mark All as Read</Trans>
        </Button>
      </div>

      <QueryState
        query={list}
        loading={t`Loading...`}
        failed={t`Could not load the notifications.`}
        empty={noneShown}
        // A failed fetch shows the empty list (spec 000 section 8, error table).
        error={() => noneShown}
      >
        {(items) => (
          <ul
            aria-label={t`Notifications`}
            className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem item={item} onOpen={openNotification} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
