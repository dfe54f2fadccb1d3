import { describe, expect, it } from 'vitest';
import { isMember, isOwner, STAFF_ROLE_CAN, STAFF_ROLE_LABELS, STAFF_ROLES } from './staff-role';

describe('isOwner', () => {
  it('is true for the agency’s owner', () => {
    expect(isOwner({ role: 'admin', staff_role: 'owner' })).toBe(true);
  });

  it('is false for a manager and for a member', () => {
    expect(isOwner({ role: 'admin', staff_role: 'manager' })).toBe(false);
    expect(isOwner({ role: 'admin', staff_role: 'member' })).toBe(false);
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

describe('isMember', () => {
  it('is true for an agency member only', () => {
    expect(isMember({ role: 'admin', staff_role: 'member' })).toBe(true);
  });

  it('is false for an owner, a manager and a staff member of an older server without roles', () => {
    expect(isMember({ role: 'admin', staff_role: 'owner' })).toBe(false);
    expect(isMember({ role: 'admin', staff_role: 'manager' })).toBe(false);
    expect(isMember({ role: 'admin', staff_role: null })).toBe(false);
    expect(isMember({ role: 'admin' })).toBe(false);
  });

  it('is false for a client, even one carrying the word, and for no one', () => {
    expect(isMember({ role: 'client', staff_role: 'member' })).toBe(false);
    expect(isMember({ role: 'client', staff_role: null })).toBe(false);
    expect(isMember(null)).toBe(false);
    expect(isMember(undefined)).toBe(false);
  });
});

describe('the roles offered', () => {
  it('offers the three roles, each with a label and a line of what it can do', () => {
    expect([...STAFF_ROLES].sort()).toEqual(['manager', 'member', 'owner']);
    for (const role of STAFF_ROLES) {
      expect(STAFF_ROLE_LABELS[role]).toBeTruthy();
      expect(STAFF_ROLE_CAN[role]).toBeTruthy();
    }
  });
});
