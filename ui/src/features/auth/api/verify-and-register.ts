import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AuthResponse, Schemas } from '@/lib/types';

export type RegisterInput = Omit<Schemas['RegisterBody'], 'role'>;

export function verifyAndRegister(input: RegisterInput): Promise<AuthResponse> {
  // Self-registration always creates a client (spec 001 section 5); the server enforces it too.
  return api.post<AuthResponse>('/auth/verify-and-register/', { ...input, role: 'client' }, { redirectOn401: false });
}

export function useVerifyAndRegister() {
  return useMutation({ mutationFn: verifyAndRegister });
}
