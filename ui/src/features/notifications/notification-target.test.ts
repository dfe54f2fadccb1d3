import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it.each([
    ['content_approved', 'admin', 'content'],
    ['message_received', 'client', 'messages'],
    ['payment_due', 'admin', 'invoices'],
    ['payment_due', 'client', 'billing'],
    ['payment_due', 'viewer', 'billing'],
    ['task_assigned', 'admin', 'tasks'],
    ['performance_update', 'client', 'performance'],
    ['other', 'admin', 'overview'],
    ['something_new', 'client', 'overview'],
  ])('%s for %s goes to #%s', (type, role, section) => {
    expect(notificationTarget(type, role)).toBe(section);
  });
});
