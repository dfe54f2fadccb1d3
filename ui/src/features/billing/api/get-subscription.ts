import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '../types';
import { billingKeys } from './billing-keys';
import { getApi } from '@/lib/typed-api';

/** While a payment waits for the agency, look again now and then so an approval shows without a reload. */
export const PENDING_POLL_MS = 60_000;

export function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  return getApi('/billing/subscription/', { signal });
}

export function subscriptionOptions() {
  return queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

export function useSubscription() {
  return useQuery(subscriptionOptions());
}
