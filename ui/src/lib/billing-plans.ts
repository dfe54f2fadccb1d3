import type { Schemas } from './types';
import { getApi } from './typed-api';
import { apiQuery } from './api-query';

/** A plan clients subscribe to (GET /billing/plans/): name, monthly price, features, recommended. */
export type Plan = Schemas['Plan'];

// Shared because the client's Billing screen, the admin's verification modal and the settings' Plans card all
// show the plans; one key lets an edit in Settings refresh every one of them.
export const billingPlansKey = ['billing-plans'] as const;

/** The answer of GET /billing/plans/: the plans under `plans` (as the spec's billing view reads them) and the currency. */
export type PlanList = Schemas['PlanList'];

export async function getBillingPlans(signal?: AbortSignal): Promise<Plan[]> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return (await getApi('/billing/plans/', { signal })).plans;
}

export const useBillingPlans = apiQuery(() => billingPlansKey, getBillingPlans);
