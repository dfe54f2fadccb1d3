import { describe, expect, it } from 'vitest';
import { creditableCents, invoiceMoney, percentText } from './invoice-money';

describe('invoiceMoney', () => {
  it('reads an answer from before issue 29 as one untaxed line', () => {
    const money = invoiceMoney({ amount_cents: 12050, description: 'Ads', status: 'paid' });
    expect(money.lines).toEqual([
      { description: 'Ads', net_cents: 12050, tax_name: '', basis_points: 0, tax_cents: 0 },
    ]);
    expect(money).toMatchObject({ net_cents: 12050, tax_cents: 0, received_cents: 12050, balance_cents: 0 });
    expect(invoiceMoney({ amount_cents: 500, description: '', status: 'pending' }).balance_cents).toBe(500);
  });

  it('keeps what the server says', () => {
    const money = invoiceMoney({
      amount_cents: 12000,
      description: '',
      status: 'pending',
      net_cents: 10000,
      tax_cents: 2000,
      credited_cents: 2000,
      received_cents: 3000,
      balance_cents: 7000,
    });
    expect(money).toMatchObject({ net_cents: 10000, tax_cents: 2000, balance_cents: 7000 });
    expect(creditableCents(money)).toBe(10000);
  });

  it('writes basis points as the percent', () => {
    expect(percentText(2000)).toBe('20%');
    expect(percentText(750)).toBe('7.5%');
    expect(percentText(555)).toBe('5.55%');
  });
});
