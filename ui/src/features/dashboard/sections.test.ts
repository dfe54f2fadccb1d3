import { describe, expect, it } from 'vitest';
import { navFor, resolveSection } from './sections';

describe('dashboard sections', () => {
  it('gives admins the admin sidebar in the spec order', () => {
    expect(navFor('admin').map((entry) => entry.label)).toEqual([
      'Home',
      'Overview',
      'Clients',
      'Tasks',
      'Content',
      'Performance',
      'Messages',
      'Invoices',
      'Settings',
    ]);
  });

  it('gives every other role the client sidebar', () => {
    const expected = ['Home', 'Overview', 'Content', 'Performance', 'Messages', 'Billing', 'Settings'];
    expect(navFor('client').map((entry) => entry.label)).toEqual(expected);
    expect(navFor('auditor').map((entry) => entry.label)).toEqual(expected);
  });

  it('picks the section from the hash and falls back to overview', () => {
    expect(resolveSection('', 'admin').id).toBe('overview');
    expect(resolveSection('#tasks', 'admin').id).toBe('tasks');
    expect(resolveSection('#nonsense', 'admin').id).toBe('overview');
    expect(resolveSection('#tasks', 'client').id).toBe('overview');
    expect(resolveSection('#billing', 'client').id).toBe('billing');
    expect(resolveSection('#notifications', 'client').label).toBe('Notifications');
    expect(resolveSection('#overview?oauth_success=instagram', 'client').id).toBe('overview');
    expect(resolveSection('#home', 'admin').id).toBe('overview');
  });
});
