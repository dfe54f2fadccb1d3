import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AuthResponse, Schemas } from '@/lib/types';

/** `email` may hold a username as well as an email address. */
export type LoginInput = Pick<Schemas['LoginBody'], 'email' | 'password'>;

export function login(input: LoginInput): Promise<AuthResponse> {
  // A stale token must not turn a failed sign-in into an "expired session" redirect.
  return api.post<AuthResponse>('/auth/login/', input, { redirectOn401: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
