import { describe, expect, it } from 'vitest';
import { EMPTY_CLIENT_FORM, feeAfterPackageChange, toClientInput, validateClientForm } from './client-form';

describe('validateClientForm', () => {
  it('requires name, a valid email, company and a fee', () => {
    expect(validateClientForm({ ...EMPTY_CLIENT_FORM, monthly_fee: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      company: 'Company is required',
      monthly_fee: 'Monthly fee must be a number of dollars, 0 or more',
    });
    const ok = { ...EMPTY_CLIENT_FORM, name: 'A', email: 'a@b.co', company: 'C' };
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

describe('feeAfterPackageChange', () => {
  it('follows the package price until the fee was edited', () => {
    expect(feeAfterPackageChange('1500', 'starter', 'growth')).toBe('3000');
    expect(feeAfterPackageChange('3000', 'growth', 'professional')).toBe('5000');
    expect(feeAfterPackageChange('1800', 'starter', 'growth')).toBe('1800');
    expect(feeAfterPackageChange('5000', 'professional', 'enterprise')).toBe('5000');
    expect(feeAfterPackageChange('9000', 'enterprise', 'starter')).toBe('1500');
    // From no plan (fee 0) the price follows; a fee someone typed stays.
    expect(feeAfterPackageChange('0', '', 'growth')).toBe('3000');
    expect(feeAfterPackageChange('250', '', 'growth')).toBe('250');
  });
});
