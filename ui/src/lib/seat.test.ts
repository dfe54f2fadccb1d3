import { describe, expect, it } from 'vitest';
import { may, SEATS, seatSummary, type Area, type Seat } from './seat';

const AREAS: Area[] = ['content', 'review', 'comment', 'messages', 'performance', 'billing', 'team'];

const client = (seat: Seat | null) => ({ role: 'client' as const, seat });
const opened = (seat: Seat) => AREAS.filter((area) => may(client(seat), area));

describe('may', () => {
  it('opens everything to the owner', () => {
    expect(opened('owner')).toEqual(AREAS);
  });

  it('opens content, review, comments, messages and performance to an approver, not billing or the team', () => {
    expect(opened('approver')).toEqual(['content', 'review', 'comment', 'messages', 'performance']);
  });

  it('lets a viewer read content and performance and comment, nothing else', () => {
    expect(opened('viewer')).toEqual(['content', 'comment', 'performance']);
  });

  it('opens billing alone to a billing member', () => {
    expect(opened('billing')).toEqual(['billing']);
  });

  it('lets the agency in everywhere, whatever seat field it carries', () => {
    for (const area of AREAS) {
      expect(may({ role: 'admin', seat: null }, area)).toBe(true);
      expect(may({ role: 'admin', seat: 'viewer' }, area)).toBe(true);
    }
  });

  it('opens content, approvals, comments and messages to an agency member, not performance, billing or teams', () => {
    const member = { role: 'admin' as const, seat: null, staff_role: 'member' as const };
    expect(AREAS.filter((area) => may(member, area))).toEqual(['content', 'review', 'comment', 'messages']);
    for (const area of AREAS) expect(may({ role: 'admin', seat: null, staff_role: 'manager' }, area)).toBe(true);
  });

  it('lets a client user without a seat through, as the server does', () => {
    for (const area of AREAS) expect(may(client(null), area)).toBe(true);
  });

  it('refuses a seat this build does not know', () => {
    expect(may({ role: 'client', seat: 'auditor' as Seat }, 'content')).toBe(false);
  });
});

describe('seatSummary', () => {
  it('names the seat and says what it can do in one sentence', () => {
    for (const seat of SEATS) expect(seatSummary(seat)).toMatch(/^[A-Z][a-z]+: [A-Z].+\.$/);
    expect(seatSummary('viewer')).toBe('Viewer: Read posts and performance and comment on posts.');
  });
});
