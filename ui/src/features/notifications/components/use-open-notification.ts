import { useNavigate } from 'react-router';
import { sectionHref } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from '../notification-target';
import type { AppNotification } from '../types';

/** Clicking a notification marks it read and goes where its type points. */
export function useOpenNotification() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();

  return (item: AppNotification) => {
    if (!item.read) markRead.mutate(item.id);
    navigate(sectionHref(notificationTarget(item.notification_type, user.role)));
  };
}
