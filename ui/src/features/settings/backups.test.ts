import { describe, expect, it } from 'vitest';
import {
  backupScheduleText,
  formatDateTime,
  formatNextRun,
  formatSize,
  manualKeepText,
  offsiteFailedText,
  offsiteKeepText,
} from './backups';

describe('backupScheduleText', () => {
  it('says the interval and how many are kept, or that it is off', () => {
    expect(backupScheduleText(24, 7)).toBe('Every 24 hours, the newest 7 kept');
    expect(backupScheduleText(1, 3)).toBe('Every hour, the newest 3 kept');
    expect(backupScheduleText(0, 7)).toBe('Scheduled backups are off');
  });
});

describe('manualKeepText', () => {
  it('says how many archives taken by hand are kept', () => {
    expect(manualKeepText(10)).toBe('Backups taken by hand: the newest 10 kept.');
    expect(manualKeepText(1)).toBe('Backups taken by hand: the newest one kept.');
  });
});

describe('formatSize', () => {
  it('uses MB from a mebibyte on and KB below, never 0 KB', () => {
    expect(formatSize(5 * 1024 * 1024 + 300_000)).toBe('5.3 MB');
    expect(formatSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatSize(840 * 1024)).toBe('840 KB');
    expect(formatSize(12)).toBe('1 KB');
  });
});

describe('formatDateTime', () => {
  it('gives a date and time, a dash for none or nonsense', () => {
    expect(formatDateTime('2026-11-24T03:05:00Z')).toMatch(/2026/);
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatNextRun', () => {
  const now = new Date('2026-11-24T03:00:00Z');
  it('counts minutes, hours then days ahead', () => {
    expect(formatNextRun('2026-11-24T03:12:00Z', now)).toBe('in 12 minutes');
    expect(formatNextRun('2026-11-24T04:00:00Z', now)).toBe('in 1 hour');
    expect(formatNextRun('2026-11-25T03:00:00Z', now)).toBe('in 24 hours');
    expect(formatNextRun('2026-11-30T03:00:00Z', now)).toBe('in 6 days');
  });
  it('says due now for a moment passed and a dash before a first run', () => {
    expect(formatNextRun('2026-11-24T02:00:00Z', now)).toBe('due now');
    expect(formatNextRun(null, now)).toBe('—');
  });
});

describe('offsiteKeepText', () => {
  it('names the days, weeks and months whose newest copy is kept, each counted', () => {
    expect(offsiteKeepText(7, 4, 12)).toBe(
      'The newest copy of each of the last 7 days, 4 weeks, and 12 months is kept.',
    );
    expect(offsiteKeepText(1, 1, 1)).toBe('The newest copy of each of the last 1 day, 1 week, and 1 month is kept.');
  });
  it('leaves out a period kept for none, and keeps the newest copy when all are none', () => {
    expect(offsiteKeepText(7, 0, 12)).toBe('The newest copy of each of the last 7 days and 12 months is kept.');
    expect(offsiteKeepText(0, 0, 3)).toBe('The newest copy of each of the last 3 months is kept.');
    expect(offsiteKeepText(0, 0, 0)).toBe('Only the newest copy is kept.');
  });
});

describe('offsiteFailedText', () => {
  it('says the last try failed, and how many times in a row from the second on', () => {
    expect(offsiteFailedText(1)).toBe('The last try failed.');
    expect(offsiteFailedText(0)).toBe('The last try failed.');
    expect(offsiteFailedText(3)).toBe('The last try failed (3 times in a row).');
  });
});
