import { useMutation } from '@tanstack/react-query';
import type { VerificationCodeInput, VerificationCodeResponse } from './send-verification-code';
import { currentLocale } from '@/lib/i18n';
import { postApi } from '@/lib/typed-api';

export function resendVerificationCode(input: VerificationCodeInput): Promise<VerificationCodeResponse> {
  return postApi('/auth/resend-verification-code/' as const, {
    body: { ...input, purpose: 'registration', language: currentLocale() },
  });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
