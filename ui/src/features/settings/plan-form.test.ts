import { describe, expect, it } from 'vitest';
import type { Plan } from '@/lib/billing-plans';
import { featureLines, planToForm, toPlanInput, validatePlanForm } from './plan-form';

const pro: Plan = {
  id: 'pro',
  name: 'Pro',
  price: 250,
  price_cents: 25000,
  features: ['20 posts plus reels', 'Boost strategies'],
  recommended: true,
};

describe('plan form', () => {
  it('shows the price with cents and the features one per line', () => {
    expect(planToForm(pro)).toEqual({
      name: 'Pro',
      price: '250.00',
      features: '20 posts plus reels\nBoost strategies',
      recommended: true,
    });
  });

  it('drops blank lines and edge spaces from the features', () => {
    expect(featureLines(' A \n\n  \nB\n')).toEqual(['A', 'B']);
  });

  it('requires a name, a price over 0 and a feature', () => {
    expect(validatePlanForm({ name: ' ', price: '0', features: '\n', recommended: false })).toEqual({
      name: 'Name is required',
      price: 'Price must be more than 0',
      features: 'List at least one feature',
    });
    expect(validatePlanForm(planToForm(pro))).toEqual({});
    expect(validatePlanForm({ ...planToForm(pro), price: '9.999' }).price).toMatch(/two decimals/);
  });

  it('sends the price in dollars and the features as a list', () => {
    expect(toPlanInput({ name: ' Pro+ ', price: '275.5', features: 'A\nB', recommended: false })).toEqual({
      name: 'Pro+',
      price: 275.5,
      features: ['A', 'B'],
      recommended: false,
    });
  });
});
