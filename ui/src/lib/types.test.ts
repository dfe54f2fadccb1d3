import { describe, expect, it } from 'vitest';
import { displayName, isAdmin } from './types';

describe('displayName', () => {
  const base = { name: '', first_name: '', last_name: '', email: 'ada@agency.test' };

  it('prefers the name, then first plus last name, then the email', () => {
    expect(displayName({ ...base, name: 'Ada Lovelace', first_name: 'A', last_name: 'L' })).toBe('Ada Lovelace');
    expect(displayName({ ...base, first_name: 'Ada', last_name: 'Byron' })).toBe('Ada Byron');
    expect(displayName({ ...base, first_name: 'Ada' })).toBe('Ada');
    expect(displayName({ ...base, name: '   ' })).toBe('ada@agency.test');
  });
});

describe('isAdmin', () => {
  it('is true only for admin', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'client' })).toBe(false);
    expect(isAdmin({ role: 'manager' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
