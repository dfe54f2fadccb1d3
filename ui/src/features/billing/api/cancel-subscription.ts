import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Subscription } from '../types';
import { billingKeys } from './billing-keys';

export function cancelSubscription(reason: string): Promise<Subscription> {
  return api.post<Subscription>('/billing/cancel-subscription/', { reason });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  // The spec reloads after a cancellation; refetching the billing data is that reload.
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
