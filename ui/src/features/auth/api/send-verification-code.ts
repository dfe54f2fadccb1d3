import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { currentLocale } from '@/lib/i18n';
import { postApi } from '@/lib/typed-api';

export type VerificationCodeInput = Pick<Schemas['CodeRequest'], 'email' | 'name'>;

export type VerificationCodeResponse = Schemas['CodeSent'];

export function sendVerificationCode(input: VerificationCodeInput): Promise<VerificationCodeResponse> {
  return postApi('/auth/send-verification-code/' as const, {
    body: { ...input, purpose: 'registration', language: currentLocale() },
  });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
