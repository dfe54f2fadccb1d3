import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { navFor, resolveSection, type Viewer } from './sections';

const admin: Viewer = { role: 'admin', seat: null };
const client: Viewer = { role: 'client', seat: 'owner' };
const seat = (name: NonNullable<Viewer['seat']>): Viewer => ({ role: 'client', seat: name });
const labels = (viewer: Viewer) => navFor(viewer).map((entry) => i18n._(entry.label));

describe('dashboard sections', () => {
  it('gives admins the admin sidebar in the spec order', () => {
    expect(navFor(admin).map((entry) => i18n._(entry.label))).toEqual([
      'Home',
      'Overview',
      'Clients',
      'Tasks',
      'Content',
      'Publishing',
      'Performance',
      'Messages',
      'Invoices',
      'Settings',
    ]);
  });

  it('gives every other role the client sidebar', () => {
    const expected = ['Home', 'Overview', 'Content', 'Performance', 'Messages', 'Billing', 'Settings'];
    expect(navFor(client).map((entry) => i18n._(entry.label))).toEqual(expected);
    expect(navFor({ role: 'auditor' as Viewer['role'], seat: null }).map((entry) => i18n._(entry.label))).toEqual(
      expected,
    );
  });

  it('picks the section from the hash and falls back to overview', () => {
    expect(resolveSection('', admin).id).toBe('overview');
    expect(resolveSection('#tasks', admin).id).toBe('tasks');
    expect(resolveSection('#nonsense', admin).id).toBe('overview');
    expect(resolveSection('#tasks', client).id).toBe('overview');
    expect(resolveSection('#billing', client).id).toBe('billing');
    expect(i18n._(resolveSection('#notifications', client).label)).toBe('Notifications');
    expect(resolveSection('#overview?oauth_success=instagram', client).id).toBe('overview');
    expect(resolveSection('#home', admin).id).toBe('overview');
  });

  it('narrows the client sidebar to what the seat opens', () => {
    expect(labels(seat('approver'))).toEqual(['Home', 'Overview', 'Content', 'Performance', 'Messages', 'Settings']);
    expect(labels(seat('viewer'))).toEqual(['Home', 'Overview', 'Content', 'Performance', 'Settings']);
    expect(labels(seat('billing'))).toEqual(['Home', 'Billing', 'Settings']);
  });

  it('lands a billing member on Billing, and sends a seat to its landing section for what it lacks', () => {
    expect(resolveSection('', seat('billing')).id).toBe('billing');
    expect(resolveSection('#overview', seat('billing')).id).toBe('billing');
    expect(resolveSection('#content?post=3', seat('billing')).id).toBe('billing');
    expect(resolveSection('#notifications', seat('billing')).id).toBe('notifications');
    expect(resolveSection('#messages', seat('viewer')).id).toBe('overview');
    expect(resolveSection('#billing', seat('approver')).id).toBe('overview');
    expect(resolveSection('#settings', seat('viewer')).id).toBe('settings');
  });

  it('gives an agency member its own sidebar and lands it on Content, never the agency’s overview', () => {
    const member: Viewer = { role: 'admin', seat: null, staff_role: 'member' };
    expect(labels(member)).toEqual(['Home', 'Content', 'Tasks', 'Messages', 'Clients', 'Settings']);
    expect(resolveSection('', member).id).toBe('content');
    expect(resolveSection('#overview', member).id).toBe('content');
    expect(resolveSection('#invoices', member).id).toBe('content');
    expect(resolveSection('#performance', member).id).toBe('content');
    expect(resolveSection('#publishing', member).id).toBe('content');
    expect(resolveSection('#tasks', member).id).toBe('tasks');
    expect(resolveSection('#content?post=3', member).id).toBe('content');
    expect(resolveSection('#notifications', member).id).toBe('notifications');
    expect(labels({ role: 'admin', seat: null, staff_role: 'manager' })).toEqual(labels(admin));
  });
});
