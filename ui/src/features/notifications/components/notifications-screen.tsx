import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Select } from '@/components/input';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/cn';
import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES } from '@/lib/constants';
import { useNotificationList, useUnreadCount } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import type { NotificationFilters, ReadFilter } from '../types';
import { NotificationItem } from './notification-item';
import { useOpenNotification } from './use-open-notification';

const READ_FILTERS: { value: ReadFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

export function NotificationsScreen() {
  const [filters, setFilters] = useState<NotificationFilters>({ read: 'all', type: '' });
  const list = useNotificationList(filters);
  const unread = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  const items = list.isError ? [] : (list.data ?? []);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <div
            role="group"
            aria-label="Read state"
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
                {label}
              </button>
            ))}
          </div>
          <div className="w-52">
            <Select
              label="Type"
              hideLabel
              value={filters.type}
              onChange={(event) => setFilters((current) => ({ ...current, type: event.target.value }))}
            >
              <option value="">All types</option>
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
          onClick={() => markAll.mutate()}
          disabled={!unread.data}
          loading={markAll.isPending}
        >
          Mark All as Read
        </Button>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner className="size-8" label="Loading..." />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title="No notifications"
          description={
            filters.read === 'all' && !filters.type
              ? 'You are all caught up. New registrations, messages and payments will show up here.'
              : 'Nothing matches these filters.'
          }
        />
      ) : (
        <ul
          aria-label="Notifications"
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          {items.map((item) => (
            <li key={item.id}>
              <NotificationItem item={item} onOpen={openNotification} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
