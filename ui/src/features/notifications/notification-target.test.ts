import { describe, expect, it } from 'vitest';
import { notificationHref, notificationTarget } from './notification-target';

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

describe('notificationHref', () => {
  it('follows a notification link to the post it names', () => {
    expect(notificationHref({ notification_type: 'other', link: '#content?post=12' }, 'client')).toBe(
      '/dashboard#content?post=12',
    );
  });

  it("follows a message notice to the client's conversation", () => {
    expect(notificationHref({ notification_type: 'message_received', link: '#messages?client=12' }, 'admin')).toBe(
      '/dashboard#messages?client=12',
    );
  });

  it('uses the type mapping when the notification has no link', () => {
    expect(notificationHref({ notification_type: 'content_approved', link: null }, 'admin')).toBe('/dashboard#content');
    expect(notificationHref({ notification_type: 'payment_due' }, 'client')).toBe('/dashboard#billing');
  });

  it('never follows a link that leaves the dashboard or names no section', () => {
    for (const link of ['https://evil.example/#content', '//evil.example', 'javascript:alert(1)', '#nowhere?x=1']) {
      expect(notificationHref({ notification_type: 'message_received', link }, 'client')).toBe('/dashboard#messages');
    }
  });
});
