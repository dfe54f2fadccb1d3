import { msg } from '@lingui/core/macro';
import { translated } from './i18n-labels';
import type { Schemas } from './types';

/**
 * What the agency's people are: an owner does everything, a manager the daily work but not the settings, a
 * member the content, tasks and messages of the clients it is assigned and nothing else.
 */
export type StaffRole = Schemas['StaffRole'];

/** In the order the screens offer them, the narrowest first. */
export const STAFF_ROLES = ['member', 'manager', 'owner'] as const satisfies readonly StaffRole[];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = translated({
  owner: msg({ message: 'Owner', context: 'an agency staff role' }),
  manager: msg`Manager`,
  member: msg`Member`,
});

/** One line each, for the invite form and the invitation page ("can …"). */
export const STAFF_ROLE_CAN: Readonly<Record<StaffRole, string>> = translated({
  owner: msg({
    message: 'do everything, including the agency’s settings, billing plans, backups, sign-in rules and staff',
    context: 'finishes “can …”',
  }),
  manager: msg({
    message: 'work with clients, content, tasks, messages and invoices, but not the agency’s settings',
    context: 'finishes “can …”',
  }),
  member: msg({
    message: 'work on the content, tasks and messages of their assigned clients only: no billing, figures or settings',
    context: 'finishes “can …”',
  }),
});

type Someone = { role: string; staff_role?: StaffRole | null } | null | undefined;

/**
 * The agency's owner: the one check for what only owners may do (the agency's settings, backups, jobs,
 * sign-in rules, the audit log, staff). A client is never one; a staff member without a `staff_role` (an
 * older server, which had no managers) counts as an owner, as every admin was one then.
 */
export function isOwner(user: Someone): boolean {
  return user?.role === 'admin' && (user.staff_role == null || user.staff_role === 'owner');
}

/**
 * An agency member: the one check for the staff who work only on their assigned clients' content, tasks
 * and messages. The server refuses such a member everything else (billing, invoices, figures, the agency's
 * settings, adding or changing clients), so the screens neither offer nor ask for it.
 */
export function isMember(user: Someone): boolean {
  return user?.role === 'admin' && user.staff_role === 'member';
}
