import { describe, expect, it } from 'vitest';
import { emptyInvoiceForm, toInvoiceInput, validateInvoiceForm } from './invoice-form';

describe('new invoice form', () => {
  const today = new Date(2026, 4, 20, 15, 0);

  it('starts due in 14 days, with the given client', () => {
    expect(emptyInvoiceForm(today)).toEqual({ client: '', amount: '', due_date: '2026-06-03', description: '' });
    expect(emptyInvoiceForm(today, '4').client).toBe('4');
  });

  it('requires client, amount and due date', () => {
    expect(validateInvoiceForm({ ...emptyInvoiceForm(today), due_date: '' })).toEqual({
      client: 'Client is required',
      amount: 'Amount is required',
      due_date: 'Due date is required',
    });
  });

  it('checks the amount and the description length', () => {
    const ok = { ...emptyInvoiceForm(today), client: '3', amount: '99.99' };
    expect(validateInvoiceForm(ok)).toEqual({});
    expect(validateInvoiceForm({ ...ok, amount: '10.001' }).amount).toMatch(/two decimals/);
    expect(validateInvoiceForm({ ...ok, description: 'x'.repeat(1001) }).description).toMatch(/1000/);
  });

  it('sends the client as a number and the amount as exact dollars', () => {
    const input = toInvoiceInput({ client: '3', amount: '1234.5', due_date: '2026-06-03', description: ' Ads ' });
    expect(input).toEqual({ client: 3, amount: 1234.5, due_date: '2026-06-03', description: 'Ads' });
  });
});
