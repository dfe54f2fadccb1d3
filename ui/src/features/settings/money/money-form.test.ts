import { describe, expect, it } from 'vitest';
import { moneyFieldErrors, moneyToForm, toMoneyInput, validateMoneyForm, validateTaxRate } from './money-form';
import type { MoneySettings } from './types';

const saved: MoneySettings = {
  currency: 'USD',
  exponent: 2,
  currency_locked: false,
  prices_include_tax: false,
  default_tax_rate: null,
  tax_id: '',
  address: { street: '', building: '', postal_code: '', town: '', country: '' },
  tax_rates: [],
};

describe('money form', () => {
  it('sends the currency only when it changed', () => {
    const form = moneyToForm(saved);
    expect(toMoneyInput(form, saved)).not.toHaveProperty('currency');
    expect(toMoneyInput({ ...form, currency: 'EUR', default_tax_rate: '3' }, saved)).toMatchObject({
      currency: 'EUR',
      default_tax_rate: 3,
    });
  });

  it('upper-cases the country and refuses anything but two letters', () => {
    const form = moneyToForm(saved);
    const values = { ...form, address: { ...form.address, country: 'fr', town: ' Paris ' } };
    expect(toMoneyInput(values, saved).address).toMatchObject({ country: 'FR', town: 'Paris' });
    expect(validateMoneyForm(values)).toEqual({});
    expect(validateMoneyForm({ ...form, address: { ...form.address, country: 'FRA' } })).toHaveProperty('country');
  });

  it('puts the server field errors under their inputs', () => {
    expect(moneyFieldErrors({ 'address.country': 'bad', currency: 'unknown' })).toEqual({
      country: 'bad',
      currency: 'unknown',
    });
  });

  it('judges a tax rate as the server does', () => {
    expect(validateTaxRate({ name: 'VAT 20%', percent: '20' })).toEqual({});
    expect(validateTaxRate({ name: 'Reduced', percent: '5.5' })).toEqual({});
    expect(validateTaxRate({ name: '', percent: '101' })).toEqual({
      name: 'Name is required',
      percent: 'Enter a percent from 0 to 100, at most two decimals',
    });
    expect(validateTaxRate({ name: 'x', percent: '7.125' })).toHaveProperty('percent');
  });
});
