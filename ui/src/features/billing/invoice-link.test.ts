import { describe, expect, it } from 'vitest';
import { payHref } from '@/lib/paths';
import { invoiceIdFromHash } from './invoice-link';

describe('invoiceIdFromHash', () => {
  it('reads the invoice a billing hash names', () => {
    expect(invoiceIdFromHash('#billing?invoice=7')).toBe(7);
    expect(invoiceIdFromHash('#billing?x=1&invoice=42')).toBe(42);
  });
  it('is null for no, or no valid, invoice', () => {
    expect(invoiceIdFromHash('#billing')).toBeNull();
    expect(invoiceIdFromHash('')).toBeNull();
    expect(invoiceIdFromHash('#billing?invoice=')).toBeNull();
    expect(invoiceIdFromHash('#billing?invoice=0')).toBeNull();
    expect(invoiceIdFromHash('#billing?invoice=-3')).toBeNull();
    expect(invoiceIdFromHash('#billing?invoice=7abc')).toBeNull();
    expect(invoiceIdFromHash('#billing?invoice=1e3')).toBeNull();
    expect(invoiceIdFromHash('#billing?invoice=1234567890123456')).toBeNull();
  });
});

describe('payHref', () => {
  it('goes to the invoice when there is one, else to Billing', () => {
    expect(payHref(7)).toBe('/dashboard#billing?invoice=7');
    expect(payHref(null)).toBe('/dashboard#billing');
    expect(payHref(undefined)).toBe('/dashboard#billing');
  });
});
