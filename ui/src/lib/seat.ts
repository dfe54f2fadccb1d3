import { msg } from '@lingui/core/macro';
import { translated } from './i18n-labels';
import type { StaffRole } from './staff-role';
import type { Schemas, User } from './types';

// What a client user may do for its client, as the server decides it (domain::scope, Seat::may): the UI
// asks the same table so it offers only what the seat opens and never asks for what would be refused (403).

export type Seat = Schemas['Seat'];

/** The parts of the portal a seat opens. One's own account (profile, password, notices) is everyone's. */
export type Area = 'content' | 'review' | 'comment' | 'messages' | 'performance' | 'billing' | 'team';

const AREAS: Record<Seat, readonly Area[]> = {
  owner: ['content', 'review', 'comment', 'messages', 'performance', 'billing', 'team'],
  approver: ['content', 'review', 'comment', 'messages', 'performance'],
  viewer: ['content', 'comment', 'performance'],
  billing: ['billing'],
};

/**
 * An agency member's part of its assigned clients' portal: their content (approving included), comments and
 * messages; not their performance, billing or team, which the server refuses it.
 */
const MEMBER_AREAS: readonly Area[] = ['content', 'review', 'comment', 'messages'];

/** Who asks: the role, a client user's seat, and a staff user's role (absent from older servers). */
export type Asker = Pick<User, 'role' | 'seat'> & { staff_role?: StaffRole | null };

/**
 * Whether `me` may act in `area`: the agency's owners and managers everywhere, its members in the content
 * and messages of their clients; a client user where its seat allows. A client user without a seat (an
 * older server) is let through, as the server does.
 */
export function may(me: Asker, area: Area): boolean {
  if (me.role === 'admin') return me.staff_role !== 'member' || MEMBER_AREAS.includes(area);
  if (!me.seat) return true;
  return AREAS[me.seat]?.includes(area) ?? false;
}

/** The seats in the order the screens list them, the owner's first. */
export const SEATS = ['owner', 'approver', 'viewer', 'billing'] as const satisfies readonly Seat[];

/** The seats an invitation or a change of seat can give: there is one owner, who keeps the seat. */
export const INVITABLE_SEATS = ['approver', 'viewer', 'billing'] as const satisfies readonly Seat[];

export const SEAT_LABELS: Readonly<Record<Seat, string>> = translated({
  owner: msg({ message: 'Owner', context: 'a client team seat' }),
  approver: msg`Approver`,
  viewer: msg`Viewer`,
  billing: msg({ message: 'Billing', context: 'a client team seat' }),
});

/** One line each, finishing "you can ...": what the invitation form and the invitation page say. */
export const SEAT_CAN: Readonly<Record<Seat, string>> = translated({
  owner: msg({ message: 'do everything for the client, including managing its team', context: 'finishes “you can …”' }),
  approver: msg({
    message: 'read, propose, edit and approve posts, comment, write messages and see performance',
    context: 'finishes “you can …”',
  }),
  viewer: msg({ message: 'read posts and performance and comment on posts', context: 'finishes “you can …”' }),
  billing: msg({
    message: 'see billing and invoices, the bank details, and submit payments',
    context: 'finishes “you can …”',
  }),
});

/** 'Approver: read, propose, ...' as the seat select's description says it. */
export function seatSummary(seat: Seat): string {
  const text = SEAT_CAN[seat];
  return `${SEAT_LABELS[seat]}: ${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
