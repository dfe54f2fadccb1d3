import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../types';
import { billingKeys } from './billing-keys';
import { postApi } from '@/lib/typed-api';

export function cancelSubscription(reason: string): Promise<Subscription> {
  return postApi('/billing/cancel-subscription/', { body: { reason } });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  // The spec reloads after a cancellation; refetching the billing data is that reload.
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
