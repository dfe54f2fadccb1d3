import type { Subscription } from '../types';
import { billingKeys } from './billing-keys';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export function cancelSubscription(reason: string): Promise<Subscription> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return postApi('/billing/cancel-subscription/', { body: { reason } });
}

// The spec reloads after a cancellation; refetching the billing data is that reload.
export const useCancelSubscription = refetchingMutation(cancelSubscription, billingKeys.all);
