import { paths, SECTIONS, type Section } from '@/lib/paths';
import { isAdmin } from '@/lib/types';

/** Where a clicked notification leads (spec 000 section 2, spec 001 section 2.3). */
export function notificationTarget(type: string, role: string): Section {
  switch (type) {
    case 'content_approved':
      return 'content';
    case 'message_received':
      return 'messages';
    case 'payment_due':
      return isAdmin({ role }) ? 'invoices' : 'billing';
    case 'task_assigned':
      return 'tasks';
    case 'performance_update':
      return 'performance';
    default:
      return 'overview';
  }
}

/**
 * The dashboard address a notification opens: its own `link` (a section hash such as '#content?post=12')
 * when it has one, else its type's section. A link that is not a dashboard section hash is ignored rather
 * than followed, so a notice can only ever move the person within the dashboard.
 */
export function notificationHref(item: { notification_type: string; link?: string | null }, role: string): string {
  const link = item.link?.trim() ?? '';
  const section = /^#([a-z-]+)(?:\?|$)/.exec(link)?.[1];
  if (section && (SECTIONS as readonly string[]).includes(section)) return `${paths.dashboard}${link}`;
  return `${paths.dashboard}#${notificationTarget(item.notification_type, role)}`;
}
