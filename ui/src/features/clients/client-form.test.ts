import { describe, expect, it } from 'vitest';
import {
  EMPTY_CLIENT_FORM,
  emptyClientForm,
  feeAfterPackageChange,
  toClientInput,
  validateClientForm,
} from './client-form';

describe('validateClientForm', () => {
  it('requires name, a valid email, company and a fee', () => {
    expect(validateClientForm(EMPTY_CLIENT_FORM)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      company: 'Company is required',
      monthly_fee: 'Monthly fee must be a number of dollars, 0 or more',
    });
    const ok = { ...EMPTY_CLIENT_FORM, name: 'A', email: 'a@b.co', company: 'C', monthly_fee: '100' };
    expect(validateClientForm(ok)).toEqual({});
    expect(validateClientForm({ ...ok, email: 'nope' }).email).toBe('Please enter a valid email address');
    expect(validateClientForm({ ...ok, monthly_fee: '-1' }).monthly_fee).toBeDefined();
  });
});

describe('toClientInput', () => {
  it('trims, sends the fee as a number and an empty date as null', () => {
    const input = toClientInput({
      ...EMPTY_CLIENT_FORM,
      name: ' Ada ',
      email: 'a@b.co ',
      company: 'C',
      monthly_fee: '2500',
    });
    expect(input).toMatchObject({
      name: 'Ada',
      email: 'a@b.co',
      monthly_fee: 2500,
      next_payment: null,
      package: 'starter',
    });
  });
});

const PLANS = [
  { id: 'starter', name: 'Starter', price: 100, price_cents: 10000, features: [], recommended: false },
  { id: 'pro', name: 'Pro', price: 250, price_cents: 25000, features: [], recommended: true },
  { id: 'premium', name: 'Premium', price: 420.5, price_cents: 42050, features: [], recommended: false },
];

describe('emptyClientForm', () => {
  it('starts a new client on the starter plan at its price from the catalogue', () => {
    expect(emptyClientForm(PLANS)).toMatchObject({ package: 'starter', monthly_fee: '100' });
    expect(emptyClientForm([])).toEqual(EMPTY_CLIENT_FORM);
  });
});

describe('feeAfterPackageChange', () => {
  it('follows the plan price until the fee was edited', () => {
    expect(feeAfterPackageChange('100', 'starter', 'pro', PLANS)).toBe('250');
    expect(feeAfterPackageChange('250.00', 'pro', 'premium', PLANS)).toBe('420.50');
    expect(feeAfterPackageChange('180', 'starter', 'pro', PLANS)).toBe('180');
    expect(feeAfterPackageChange('420.5', 'premium', 'starter', PLANS)).toBe('100');
    // From no plan (fee 0) the price follows; a fee someone typed stays.
    expect(feeAfterPackageChange('0', '', 'pro', PLANS)).toBe('250');
    expect(feeAfterPackageChange('75', '', 'pro', PLANS)).toBe('75');
    // A plan the catalogue does not list leaves the fee alone.
    expect(feeAfterPackageChange('100', 'starter', 'pro', [])).toBe('100');
  });
});

describe('client tax', () => {
  const ok = { ...EMPTY_CLIENT_FORM, name: 'A', email: 'a@b.co', company: 'C', monthly_fee: '100' };

  it('sends the rate only with a specific rate, and asks for one then', () => {
    expect(validateClientForm({ ...ok, tax_treatment: 'rate' }).tax_rate).toBe('Choose the rate');
    expect(toClientInput({ ...ok, tax_treatment: 'rate', tax_rate: '3' })).toMatchObject({
      tax_treatment: 'rate',
      tax_rate: 3,
    });
    expect(toClientInput({ ...ok, tax_treatment: 'reverse_charge', tax_rate: '3', tax_id: ' DE1 ' })).toMatchObject({
      tax_treatment: 'reverse_charge',
      tax_rate: null,
      tax_id: 'DE1',
    });
  });
});
