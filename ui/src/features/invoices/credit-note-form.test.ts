import { describe, expect, it } from 'vitest';
import { toCreditNoteBody, validateCreditNote, validatePayment } from './credit-note-form';

describe('credit note form', () => {
  it('sends no amount for a full credit, and the reason when given', () => {
    expect(toCreditNoteBody({ scope: 'full', amount: '5', reason: ' ' })).toEqual({});
    expect(toCreditNoteBody({ scope: 'full', amount: '', reason: 'Wrong month' })).toEqual({ reason: 'Wrong month' });
    expect(toCreditNoteBody({ scope: 'partial', amount: '20.5', reason: '' })).toEqual({ amount: 20.5 });
  });

  it('keeps a partial credit within what is creditable', () => {
    expect(validateCreditNote({ scope: 'partial', amount: '120.01', reason: '' }, 12000).amount).toBe(
      'At most $120.00 can still be credited',
    );
    expect(validateCreditNote({ scope: 'partial', amount: '120', reason: '' }, 12000)).toEqual({});
    expect(validateCreditNote({ scope: 'full', amount: '', reason: '' }, 12000)).toEqual({});
  });
});

describe('payment', () => {
  it('takes a part payment up to the balance, never more', () => {
    expect(validatePayment('2026-05-01', '50', '2026-05-02', 12000)).toEqual({ errors: {}, cents: 5000 });
    expect(validatePayment('2026-05-01', '120.01', '2026-05-02', 12000).errors.amount).toBe(
      'More than the balance of $120.00',
    );
    expect(validatePayment('2026-05-03', '5', '2026-05-02', 12000).errors.day).toMatch(/future/);
  });
});
