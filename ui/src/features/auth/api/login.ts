import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AuthResponse } from '@/lib/types';

export interface LoginInput {
  /** May hold a username as well as an email address. */
  email: string;
  password: string;
}

export function login(input: LoginInput): Promise<AuthResponse> {
  // A stale token must not turn a failed sign-in into an "expired session" redirect.
  return api.post<AuthResponse>('/auth/login/', input, { redirectOn401: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
