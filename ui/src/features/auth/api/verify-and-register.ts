import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

export type RegisterInput = Omit<Schemas['RegisterBody'], 'role'>;

export function verifyAndRegister(input: RegisterInput): Promise<AuthResponse> {
  // Self-registration always creates a client (spec 001 section 5); the server enforces it too.
  return postApi('/auth/verify-and-register/' as const, { body: { ...input, role: 'client' }, redirectOn401: false });
}

export function useVerifyAndRegister() {
  return useMutation({ mutationFn: verifyAndRegister });
}
