import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

/** `email` may hold a username as well as an email address. */
export type LoginInput = Pick<Schemas['LoginBody'], 'email' | 'password'>;

/** A session, or (for a user with a second factor) the ticket to finish signing in with one. */
export type SignInAnswer = Schemas['SignInAnswer'];
export type PendingSignIn = Schemas['PendingSignIn'];

export function login(input: LoginInput): Promise<SignInAnswer> {
  // A stale token must not turn a failed sign-in into an "expired session" redirect.
  return postApi('/auth/login/' as const, { body: input, redirectOn401: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
