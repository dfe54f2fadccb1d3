import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/session';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationHref } from '../notification-target';
import type { AppNotification } from '../types';

/** Clicking a notification marks it read and goes to its link, else where its type points. */
export function useOpenNotification() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const once = useSingleFlight();

  return (item: AppNotification) => {
    // Keyed by item: a double click marks it read once.
    if (!item.read) once(() => markRead.mutateAsync(item.id), String(item.id));
    navigate(notificationHref(item, user.role));
  };
}
