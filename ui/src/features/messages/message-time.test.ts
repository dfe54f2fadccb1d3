import { describe, expect, it } from 'vitest';
import { lastSeenText, messageTime } from './message-time';

const now = new Date('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('messageTime', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
  ])('%i ms ago reads %s', (ms, label) => {
    expect(messageTime(ago(ms), now).label).toBe(label);
  });

  it('switches to a date once a message is 7 days old (spec 000 section 9)', () => {
    expect(messageTime(ago(7 * DAY), now).label).toBe('Nov 13, 2026');
  });

  it('reads a time slightly in the future (clock skew) as just now', () => {
    expect(messageTime(new Date(now.getTime() + 5_000).toISOString(), now).label).toBe('Just now');
  });

  it('gives the exact date and time as the tooltip, and nothing for an unreadable time', () => {
    expect(messageTime(ago(HOUR), now).title).toMatch(/Nov 20, 2026/);
    expect(messageTime('not a date', now)).toEqual({ label: '', title: '' });
  });
});

describe('lastSeenText', () => {
  it('words the last activity, or nothing when never seen', () => {
    expect(lastSeenText(ago(10_000), now)).toBe('Last seen just now');
    expect(lastSeenText(ago(5 * MIN), now)).toBe('Last seen 5 minutes ago');
    expect(lastSeenText(null, now)).toBeNull();
  });
});
