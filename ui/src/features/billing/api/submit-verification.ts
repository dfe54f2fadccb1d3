import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentVerification, VerificationInput } from '../types';
import { billingKeys } from './billing-keys';
import { postApi } from '@/lib/typed-api';

export function submitVerification(input: VerificationInput): Promise<PaymentVerification> {
  return postApi('/billing/submit-verification/', { body: input });
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  // Also on failure: a 409 means a submission from another tab is already waiting, which the screen should show.
  return useMutation({
    mutationFn: submitVerification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
  });
}
