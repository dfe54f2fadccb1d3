import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, Schemas } from '@/lib/types';
import { currentLocale } from '@/lib/i18n';
import { postApi } from '@/lib/typed-api';

export type RegisterInput = Omit<Schemas['RegisterBody'], 'role'>;

export function verifyAndRegister(input: RegisterInput): Promise<AuthResponse> {
  // Self-registration always creates a client (spec 001 section 5); the server enforces it too. The
  // form's language becomes the new account's, and the code's mail is written in it.
  return postApi('/auth/verify-and-register/' as const, {
    body: { ...input, role: 'client', language: currentLocale() },
    redirectOn401: false,
  });
}

export function useVerifyAndRegister() {
  return useMutation({ mutationFn: verifyAndRegister });
}
