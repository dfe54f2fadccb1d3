import { useNavigate } from 'react-router';
import { sectionHref } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from '../notification-target';
import type { AppNotification } from '../types';

/** Clicking a notification marks it read and goes where its type points. */
export function useOpenNotification() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const once = useSingleFlight();

  return (item: AppNotification) => {
    // Keyed by item: a double click marks it read once.
    if (!item.read) once(() => markRead.mutateAsync(item.id), String(item.id));
    navigate(sectionHref(notificationTarget(item.notification_type, user.role)));
  };
}
