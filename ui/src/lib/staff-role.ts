import type { Schemas } from './types';

/** What the agency's people are: an owner does everything, a manager the daily work but not the settings. */
export type StaffRole = Schemas['StaffRole'];

export const STAFF_ROLES = ['manager', 'owner'] as const satisfies readonly StaffRole[];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', manager: 'Manager' };

/** One line each, for the invite form and the invitation page ("can …"). */
export const STAFF_ROLE_CAN: Record<StaffRole, string> = {
  owner: 'do everything, including the agency’s settings, billing plans, backups, sign-in rules and staff',
  manager: 'work with clients, content, tasks, messages and invoices, but not the agency’s settings',
};

/**
 * The agency's owner: the one check for what only owners may do (the agency's settings, backups, jobs,
 * sign-in rules, the audit log, staff). A client is never one; a staff member without a `staff_role` (an
 * older server, which had no managers) counts as an owner, as every admin was one then.
 */
export function isOwner(user: { role: string; staff_role?: StaffRole | null } | null | undefined): boolean {
  return user?.role === 'admin' && user.staff_role !== 'manager';
}
