import type { PaymentVerification, VerificationInput } from '../types';
import { billingKeys } from './billing-keys';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export function submitVerification(input: VerificationInput): Promise<PaymentVerification> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return postApi('/billing/submit-verification/', { body: input });
}

// Also on failure: a 409 means a submission from another tab is already waiting, which the screen should show.
export const useSubmitVerification = refetchingMutation(submitVerification, billingKeys.subscription());
