import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { VerificationCodeInput, VerificationCodeResponse } from './send-verification-code';

export function resendVerificationCode(input: VerificationCodeInput): Promise<VerificationCodeResponse> {
  return api.post<VerificationCodeResponse>('/auth/resend-verification-code/', { ...input, purpose: 'registration' });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
