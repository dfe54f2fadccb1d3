import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MONEY, setMoney } from './currency';
import { formatCurrency } from './format';
import { formatCents, formatMoney, moneyLocale } from './money';
import { AMOUNT_MAX_CENTS, centsToDollars, centsToInput, parseAmount } from './money-input';

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

describe('other currencies', () => {
  afterEach(() => setMoney(DEFAULT_MONEY));

  it('formats EUR, JPY and BHD with their own minor units', () => {
    setMoney({ currency: 'EUR', exponent: 2 });
    expect(formatCents(12050)).toBe(
      new Intl.NumberFormat(moneyLocale('EUR'), { style: 'currency', currency: 'EUR' }).format(120.5),
    );
    setMoney({ currency: 'JPY', exponent: 0 });
    expect(formatCents(1500)).toContain('1,500');
    expect(formatCents(1500)).not.toContain('.');
    expect(formatMoney(1500)).toBe(formatCents(1500));
    setMoney({ currency: 'BHD', exponent: 3 });
    expect(formatCents(1234)).toContain('1.234');
    expect(formatMoney(2000)).toContain('2');
    expect(formatMoney(2000)).not.toContain('.');
  });

  it('parses amounts with the currency decimals, naming the currency', () => {
    setMoney({ currency: 'JPY', exponent: 0 });
    expect(parseAmount('1500')).toEqual({ cents: 1500 });
    expect(parseAmount('15.5')).toEqual({ error: 'JPY amounts have no decimals: enter a whole number' });
    expect(parseAmount('abc')).toEqual({ error: 'Enter an amount in JPY, such as 250' });
    expect(centsToDollars(1500)).toBe(1500);
    expect(centsToInput(1500)).toBe('1500');
    setMoney({ currency: 'BHD', exponent: 3 });
    expect(parseAmount('1.234')).toEqual({ cents: 1234 });
    expect(parseAmount('1.5')).toEqual({ cents: 1500 });
    expect(parseAmount('1.2345')).toEqual({ error: 'Use at most 3 decimals for BHD' });
    expect(JSON.stringify({ amount: centsToDollars(1234) })).toBe('{"amount":1.234}');
    expect(centsToInput(1500)).toBe('1.500');
    setMoney({ currency: 'EUR', exponent: 2 });
    expect(parseAmount('12.345')).toEqual({ error: 'Use at most 2 decimals for EUR' });
    expect(parseAmount('12.34')).toEqual({ cents: 1234 });
  });

  it('keeps en-US for USD, and the browser locale otherwise', () => {
    expect(moneyLocale('USD', 'de-DE')).toBe('en-US');
    expect(moneyLocale('EUR', 'de-DE')).toBe('de-DE');
    setMoney({ currency: 'EUR', exponent: 2 });
    expect(formatCurrency(1250.5)).toBe(formatCents(125050));
    expect(formatCurrency(1500)).toBe(formatMoney(150000));
  });
});
