import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';

export type VerificationCodeInput = Pick<Schemas['CodeRequest'], 'email' | 'name'>;

export type VerificationCodeResponse = Schemas['CodeSent'];

export function sendVerificationCode(input: VerificationCodeInput): Promise<VerificationCodeResponse> {
  return api.post<VerificationCodeResponse>('/auth/send-verification-code/', { ...input, purpose: 'registration' });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
