import { describe, expect, it } from 'vitest';
import { ariaSort, DEFAULT_SORT, nextSort, sortParam } from './invoice-sort';

describe('invoice sort', () => {
  it('starts on date, newest first', () => {
    expect(sortParam(DEFAULT_SORT)).toBe('-date');
    expect(ariaSort(DEFAULT_SORT, 'date')).toBe('descending');
    expect(ariaSort(DEFAULT_SORT, 'amount')).toBe('none');
  });

  it('toggles the direction when the same column is clicked again', () => {
    const once = nextSort(DEFAULT_SORT, 'date');
    expect(sortParam(once)).toBe('date');
    expect(sortParam(nextSort(once, 'date'))).toBe('-date');
  });

  it('starts amount biggest first and status in the order paid, pending, overdue', () => {
    const amount = nextSort(DEFAULT_SORT, 'amount');
    expect(sortParam(amount)).toBe('-amount');
    expect(sortParam(nextSort(amount, 'amount'))).toBe('amount');
    const status = nextSort(amount, 'status');
    expect(sortParam(status)).toBe('status');
    expect(ariaSort(status, 'status')).toBe('ascending');
    expect(sortParam(nextSort(status, 'status'))).toBe('-status');
  });
});
