import { t } from '@lingui/core/macro';
import type { Plan } from '@/lib/billing-plans';
import { centsToDollars, centsToInput, parseAmount } from '@/lib/money-input';

export interface PlanFormValues {
  name: string;
  /** Dollars per month as typed. */
  price: string;
  /** One feature per line, as the textarea holds them. */
  features: string;
  recommended: boolean;
}

/** PATCH /billing/plans/{id}/: any of these; setting recommended clears it on the other plans. */
export interface PlanInput {
  name: string;
  price: number;
  features: string[];
  recommended: boolean;
}

export const PLAN_NAME_MAX = 60;
export const PLAN_FEATURES_MAX = 20;
export const PLAN_FEATURE_MAX = 200;

export function planToForm(plan: Plan): PlanFormValues {
  return {
    name: plan.name,
    price: centsToInput(plan.price_cents),
    features: plan.features.join('\n'),
    recommended: plan.recommended,
  };
}

/** Blank lines and the spaces around each line are not features. */
export function featureLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function validatePlanForm(values: PlanFormValues): Partial<Record<keyof PlanFormValues, string>> {
  const errors: Partial<Record<keyof PlanFormValues, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = t`Name is required`;
  else if (name.length > PLAN_NAME_MAX) errors.name = t`Name must be at most ${PLAN_NAME_MAX} characters`;
  const price = parseAmount(values.price);
  if ('error' in price) errors.price = price.error.replace('Amount', 'Price');
  const features = featureLines(values.features);
  if (features.length === 0) errors.features = t`List at least one feature`;
  else if (features.length > PLAN_FEATURES_MAX) errors.features = t`At most ${PLAN_FEATURES_MAX} features`;
  else if (features.some((line) => line.length > PLAN_FEATURE_MAX)) {
    errors.features = t`Each feature must be at most ${PLAN_FEATURE_MAX} characters`;
  }
  return errors;
}

export function toPlanInput(values: PlanFormValues): PlanInput {
  const price = parseAmount(values.price);
  if ('error' in price) throw new Error(price.error);
  return {
    name: values.name.trim(),
    price: centsToDollars(price.cents),
    features: featureLines(values.features),
    recommended: values.recommended,
  };
}
