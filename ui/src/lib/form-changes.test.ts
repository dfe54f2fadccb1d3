import { describe, expect, it } from 'vitest';
import { changedKeys, conflictRows, defaultShow, mergeChanges, pickFields, sameValue } from './form-changes';

const loaded = { name: 'Ada', company: 'Old Co', monthly_fee: '1500', platforms: ['Instagram', 'TikTok'] };

describe('changed fields', () => {
  it('finds only the fields the person changed, in form order', () => {
    expect(changedKeys(loaded, { ...loaded, company: 'New Co' })).toEqual(['company']);
    expect(changedKeys(loaded, { ...loaded, monthly_fee: '2000', name: 'Ada L.' })).toEqual(['name', 'monthly_fee']);
    expect(changedKeys(loaded, { ...loaded })).toEqual([]);
  });

  it('treats lists as sets, so ticking boxes in another order is no change', () => {
    expect(sameValue(['TikTok', 'Instagram'], ['Instagram', 'TikTok'])).toBe(true);
    expect(changedKeys(loaded, { ...loaded, platforms: ['TikTok', 'Instagram'] })).toEqual([]);
    expect(changedKeys(loaded, { ...loaded, platforms: ['Instagram'] })).toEqual(['platforms']);
    expect(sameValue(['a', 'a', 'b'], ['a', 'b', 'b'])).toBe(false);
  });

  it('tells an empty value from a missing or different one', () => {
    expect(sameValue('', null)).toBe(false);
    expect(sameValue(0, '0')).toBe(false);
    expect(sameValue(false, false)).toBe(true);
  });

  it('picks only the changed fields of a request body', () => {
    const body = { name: 'Ada', company: 'New Co', monthly_fee: 1500, platforms: ['Instagram'] };
    expect(pickFields(body, ['company'])).toEqual({ company: 'New Co' });
    expect(pickFields(body, [])).toEqual({});
    // A form-only key that the body does not have is left out rather than sent as undefined.
    expect(pickFields(body, ['company', 'nickname'])).toEqual({ company: 'New Co' });
  });
});

describe('conflicts', () => {
  // Tab B loaded `loaded`; tab A since saved a new fee; B changed the company.
  const saved = { ...loaded, monthly_fee: '2000' };
  const typed = { ...loaded, company: 'B Company' };
  const mine = changedKeys(loaded, typed);
  const labels = { name: 'Name', company: 'Company', monthly_fee: 'Monthly fee', platforms: 'Platforms' };

  it("'Keep my changes' lays the person's fields over the saved version, keeping the other tab's", () => {
    const merged = mergeChanges(saved, typed, mine);
    expect(merged).toEqual({ ...loaded, company: 'B Company', monthly_fee: '2000' });
    // What is then sent: only B's field, against the saved version.
    expect(changedKeys(saved, merged)).toEqual(['company']);
  });

  it('a change the other tab already saved is not sent again', () => {
    const sameEdit = { ...loaded, monthly_fee: '2000' };
    const merged = mergeChanges(saved, sameEdit, changedKeys(loaded, sameEdit));
    expect(changedKeys(saved, merged)).toEqual([]);
  });

  it("lists every field where the form and the saved version disagree, the person's own first", () => {
    const rows = conflictRows(typed, saved, mine, labels);
    expect(rows).toEqual([
      { key: 'company', label: 'Company', yours: 'B Company', saved: 'Old Co', changedByYou: true },
      { key: 'monthly_fee', label: 'Monthly fee', yours: '1500', saved: '2000', changedByYou: false },
    ]);
  });

  it('leaves out fields without a label and fields that agree', () => {
    const rows = conflictRows({ ...typed, secret: 'x' }, { ...saved, secret: 'y' }, mine, labels);
    expect(rows.map((row) => row.key)).toEqual(['company', 'monthly_fee']);
    expect(conflictRows(saved, saved, [], labels)).toEqual([]);
  });

  it('shows values in words through the given formatter, with readable defaults', () => {
    const rows = conflictRows(typed, saved, mine, labels, (key, value) =>
      key === 'monthly_fee' ? `$${String(value)}` : defaultShow(key, value),
    );
    expect(rows[1]).toMatchObject({ yours: '$1500', saved: '$2000' });
    expect(defaultShow('x', [])).toBe('None');
    expect(defaultShow('x', '')).toBe('Empty');
    expect(defaultShow('x', ['A', 'B'])).toBe('A, B');
    expect(defaultShow('x', true)).toBe('On');
  });
});
