import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

/** `email` may hold a username as well as an email address. */
export type LoginInput = Pick<Schemas['LoginBody'], 'email' | 'password'>;

export function login(input: LoginInput): Promise<AuthResponse> {
  // A stale token must not turn a failed sign-in into an "expired session" redirect.
  return postApi('/auth/login/', { body: input, redirectOn401: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
