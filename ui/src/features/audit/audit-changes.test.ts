import { describe, expect, it } from 'vitest';
import { changeRows, fieldLabel, formatValue } from './audit-changes';

const local = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('changeRows', () => {
  it('shows an edit field by field, before → after, in words and money', () => {
    const rows = changeRows(
      { paid_amount_cents: null, paid_at: null, status: 'pending' },
      { paid_amount_cents: 125050, paid_at: '2026-11-27T11:34:11Z', status: 'paid' },
    );
    expect(rows).toEqual([
      { field: 'paid_amount_cents', label: 'Paid amount', before: '—', after: '$1,250.50' },
      { field: 'paid_at', label: 'Paid at', before: '—', after: local('2026-11-27T11:34:11Z') },
      { field: 'status', label: 'Status', before: 'pending', after: 'paid' },
    ]);
  });

  it('shows only the values where there is no before: a creation, a sign-in', () => {
    expect(changeRows(null, { device: 'Chrome on Linux', method: 'password' })).toEqual([
      { field: 'device', label: 'Device', before: null, after: 'Chrome on Linux' },
      { field: 'method', label: 'Method', before: null, after: 'password' },
    ]);
    expect(changeRows({}, { name: 'Kinetic' })[0]!.before).toBeNull();
  });

  it('reads a missing after as nothing: a deletion', () => {
    expect(changeRows({ name: 'Kinetic' }, null)).toEqual([
      { field: 'name', label: 'Name', before: 'Kinetic', after: '—' },
    ]);
  });

  it('lists the fields of either side once, before’s first, and leaves out those equal on both', () => {
    const rows = changeRows({ a: 1, same: 'x' }, { same: 'x', b: true, a: 2 });
    expect(rows.map((row) => [row.field, row.before, row.after])).toEqual([
      ['a', '1', '2'],
      ['b', '—', 'yes'],
    ]);
  });

  it('has nothing to show for empty or absent sides', () => {
    expect(changeRows({}, {})).toEqual([]);
    expect(changeRows(null, null)).toEqual([]);
    expect(changeRows(undefined, undefined)).toEqual([]);
  });
});

describe('formatValue', () => {
  it('reads values as a person would', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue('')).toBe('—');
    expect(formatValue(true)).toBe('yes');
    expect(formatValue(false)).toBe('no');
    expect(formatValue(0)).toBe('0');
    expect(formatValue(40000, 'monthly_fee_cents')).toBe('$400.00');
    expect(formatValue('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatValue(['totp', 'passkey'])).toBe('totp, passkey');
    expect(formatValue([])).toBe('—');
    expect(formatValue({ idle_days: 14 })).toBe('{"idle_days":14}');
  });

  it('labels a field without its unit', () => {
    expect(fieldLabel('paid_amount_cents')).toBe('Paid amount');
    expect(fieldLabel('require_staff_second_factor')).toBe('Require staff second factor');
  });
});
