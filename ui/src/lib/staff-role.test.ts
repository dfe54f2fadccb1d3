import { describe, expect, it } from 'vitest';
import { isOwner } from './staff-role';

describe('isOwner', () => {
  it('is true for the agency’s owner', () => {
    expect(isOwner({ role: 'admin', staff_role: 'owner' })).toBe(true);
  });

  it('is false for a manager', () => {
    expect(isOwner({ role: 'admin', staff_role: 'manager' })).toBe(false);
  });

  it('is false for a client, whatever its seat, and for no one', () => {
    expect(isOwner({ role: 'client', staff_role: null })).toBe(false);
    expect(isOwner({ role: 'client', staff_role: 'owner' })).toBe(false);
    expect(isOwner(null)).toBe(false);
    expect(isOwner(undefined)).toBe(false);
  });

  it('counts a staff member from an older server without roles as an owner', () => {
    expect(isOwner({ role: 'admin' })).toBe(true);
    expect(isOwner({ role: 'admin', staff_role: null })).toBe(true);
  });
});
