import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PaymentVerification, VerificationInput } from '../types';
import { billingKeys } from './billing-keys';

export function submitVerification(input: VerificationInput): Promise<PaymentVerification> {
  return api.post<PaymentVerification>('/billing/submit-verification/', input);
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  // Also on failure: a 409 means a submission from another tab is already waiting, which the screen should show.
  return useMutation({
    mutationFn: submitVerification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
  });
}
