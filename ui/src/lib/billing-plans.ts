import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { Schemas } from './types';

/** A plan clients subscribe to (GET /billing/plans/): name, monthly price, features, recommended. */
export type Plan = Schemas['Plan'];

// Shared because the client's Billing screen, the admin's verification modal and the settings' Plans card all
// show the plans; one key lets an edit in Settings refresh every one of them.
export const billingPlansKey = ['billing-plans'] as const;

export function getBillingPlans(signal?: AbortSignal): Promise<Plan[]> {
  return api.get<Plan[]>('/billing/plans/', { signal });
}

export function billingPlansOptions() {
  return queryOptions({ queryKey: billingPlansKey, queryFn: ({ signal }) => getBillingPlans(signal) });
}

export function useBillingPlans() {
  return useQuery(billingPlansOptions());
}
