import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MONEY, setMoney } from '@/lib/currency';
import { emptyInvoiceForm, invoiceFieldName, linesNetCents, toInvoiceInput, validateInvoiceForm } from './invoice-form';

describe('new invoice form', () => {
  const today = new Date(2026, 4, 20, 15, 0);
  afterEach(() => setMoney(DEFAULT_MONEY));

  it('starts due in 14 days, with the given client and one empty line', () => {
    expect(emptyInvoiceForm(today)).toEqual({
      client: '',
      due_date: '2026-06-03',
      lines: [{ description: '', amount: '' }],
    });
    expect(emptyInvoiceForm(today, '4').client).toBe('4');
  });

  it('requires client, amount and due date', () => {
    expect(validateInvoiceForm({ ...emptyInvoiceForm(today), due_date: '' })).toEqual({
      client: 'Client is required',
      'lines.0.amount': 'Amount is required',
      due_date: 'Due date is required',
    });
  });

  it('checks the amount and the description length', () => {
    const ok = { ...emptyInvoiceForm(today), client: '3', lines: [{ description: '', amount: '99.99' }] };
    expect(validateInvoiceForm(ok)).toEqual({});
    expect(validateInvoiceForm({ ...ok, lines: [{ description: '', amount: '10.001' }] })['lines.0.amount']).toMatch(
      /two decimals/,
    );
    expect(
      validateInvoiceForm({ ...ok, lines: [{ description: 'x'.repeat(1001), amount: '1' }] })['lines.0.description'],
    ).toMatch(/1000/);
  });

  it('sends one line in the old shape, the client as a number and the amount as exact dollars', () => {
    const input = toInvoiceInput({
      client: '3',
      due_date: '2026-06-03',
      lines: [{ description: ' Ads ', amount: '1234.5' }],
    });
    expect(input).toEqual({ client: 3, amount: 1234.5, due_date: '2026-06-03', description: 'Ads' });
  });

  it('sends several lines as lines, each described, and sums them in minor units', () => {
    const values = {
      client: '3',
      due_date: '2026-06-03',
      lines: [
        { description: 'Pro plan', amount: '0.1' },
        { description: '', amount: '0.2' },
      ],
    };
    expect(validateInvoiceForm(values)).toEqual({ 'lines.1.description': 'Say what this line is for' });
    values.lines[1]!.description = 'Ads';
    expect(linesNetCents(values.lines)).toBe(30);
    expect(toInvoiceInput(values)).toEqual({
      client: 3,
      due_date: '2026-06-03',
      lines: [
        { description: 'Pro plan', amount: 0.1 },
        { description: 'Ads', amount: 0.2 },
      ],
    });
  });

  it('takes the currency decimals: whole yen, three decimals for dinars', () => {
    setMoney({ currency: 'JPY', exponent: 0 });
    const values = { client: '1', due_date: '2026-06-03', lines: [{ description: '', amount: '1500.5' }] };
    expect(validateInvoiceForm(values)['lines.0.amount']).toMatch(/JPY/);
    expect(
      linesNetCents([
        { description: '', amount: '1500' },
        { description: '', amount: '20' },
      ]),
    ).toBe(1520);
    setMoney({ currency: 'BHD', exponent: 3 });
    expect(
      linesNetCents([
        { description: '', amount: '1.005' },
        { description: '', amount: '2' },
      ]),
    ).toBe(3005);
  });

  it("maps the server's field names onto the lines", () => {
    expect(invoiceFieldName('amount')).toBe('lines.0.amount');
    expect(invoiceFieldName('lines[2].description')).toBe('lines.2.description');
    expect(invoiceFieldName('lines.1.amount')).toBe('lines.1.amount');
    expect(invoiceFieldName('due_date')).toBe('due_date');
  });
});
