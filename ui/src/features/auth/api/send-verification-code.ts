import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface VerificationCodeInput {
  email: string;
  name: string;
}

export interface VerificationCodeResponse {
  message?: string;
  /** Seconds until a resend is accepted. */
  resend_after?: number;
}

export function sendVerificationCode(input: VerificationCodeInput): Promise<VerificationCodeResponse> {
  return api.post<VerificationCodeResponse>('/auth/send-verification-code/', { ...input, purpose: 'registration' });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
