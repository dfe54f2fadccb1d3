import type { Section } from '@/lib/paths';
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
