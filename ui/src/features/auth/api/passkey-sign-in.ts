import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';
import { getPasskey } from '@/lib/webauthn';
import { passkeyOptions } from './passkey-options';

export type PasskeySignInInput = Schemas['PasskeyBody'];

/** POST /auth/passkey/: the ceremony the options named and the browser's signed answer. */
export function finishWithPasskey(input: PasskeySignInInput): Promise<AuthResponse> {
  return postApi('/auth/passkey/' as const, { body: input, redirectOn401: false });
}

/** The whole passkey sign-in: options from the server, the browser's prompt, the answer back. */
export async function signInWithPasskey(ticket?: string): Promise<AuthResponse> {
  const { ceremony, options } = await passkeyOptions(ticket);
  const credential = await getPasskey(options);
  return finishWithPasskey({ ceremony, credential });
}

export function usePasskeySignIn() {
  return useMutation({ mutationFn: signInWithPasskey });
}
