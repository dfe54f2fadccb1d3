import type { Subscription } from '../types';
import { billingKeys } from './billing-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** While a payment waits for the agency, look again now and then so an approval shows without a reload. */
export const PENDING_POLL_MS = 60_000;

export function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return getApi('/billing/subscription/', { signal });
}

export const useSubscription = apiQuery(billingKeys.subscription, getSubscription, {
  refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
});
