import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX_CENTS, centsToDollars, centsToInput, formatCents, formatMoney, parseAmount } from './money';

describe('formatCents', () => {
  it('shows dollars with cents', () => {
    expect(formatCents(25050)).toBe('$250.50');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(1)).toBe('$0.01');
    expect(formatCents(null)).toBe('$0.00');
  });
});

describe('formatMoney', () => {
  it('shows whole dollars, and the cents wherever there are any', () => {
    expect(formatMoney(150000)).toBe('$1,500');
    expect(formatMoney(125050)).toBe('$1,250.50');
    expect(formatMoney(99)).toBe('$0.99');
    expect(formatMoney(-125050)).toBe('-$1,250.50');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(null)).toBe('$0');
  });
});

describe('parseAmount', () => {
  it('reads dollars into exact cents', () => {
    expect(parseAmount('250')).toEqual({ cents: 25000 });
    expect(parseAmount(' 250.5 ')).toEqual({ cents: 25050 });
    expect(parseAmount('0.29')).toEqual({ cents: 29 });
    expect(parseAmount('.1')).toEqual({ cents: 10 });
    expect(parseAmount('19.99')).toEqual({ cents: 1999 });
  });

  it('refuses empty, zero, negative, too precise and non-numbers', () => {
    expect(parseAmount('')).toEqual({ error: 'Amount is required' });
    expect(parseAmount('0')).toEqual({ error: 'Amount must be more than 0' });
    expect(parseAmount('0.00')).toEqual({ error: 'Amount must be more than 0' });
    expect(parseAmount('-5')).toHaveProperty('error');
    expect(parseAmount('1e3')).toHaveProperty('error');
    expect(parseAmount('.')).toHaveProperty('error');
    expect(parseAmount('12.345')).toEqual({ error: 'Use at most two decimals (cents)' });
    expect(parseAmount(String(AMOUNT_MAX_CENTS / 100 + 1))).toHaveProperty('error');
  });

  it('adds up in cents without float drift', () => {
    const sum = [parseAmount('0.1'), parseAmount('0.2')].reduce(
      (total, result) => total + ('cents' in result ? result.cents : 0),
      0,
    );
    expect(sum).toBe(30);
    expect(centsToDollars(sum)).toBe(0.3);
    expect(JSON.stringify({ amount: centsToDollars(1234) })).toBe('{"amount":12.34}');
  });

  it('writes cents back as input text', () => {
    expect(centsToInput(25000)).toBe('250.00');
    expect(centsToInput(5)).toBe('0.05');
  });
});
