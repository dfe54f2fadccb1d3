import { api } from '@/lib/api';
import { refetchingMutation } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { createPasskey } from '@/lib/webauthn';
import { securityKeys } from './get-security';
import { newPasskeyOptions } from './passkey-options';

export type PasskeyAdded = Schemas['PasskeyAdded'];

/**
 * POST /security/passkeys/: the browser's new passkey under the ceremony its options named: 201 with the
 * passkey and, for a first factor, ten recovery codes. Written with `api.post` and the document's schemas
 * rather than `postApi`: the document gives this operation the same id as POST /auth/passkey/
 * (`post_passkey`), so the generated `operations` entry holds the sign-in's body and answer.
 */
export function addPasskey(input: Schemas['NewPasskeyBody']): Promise<PasskeyAdded> {
  return api.post<PasskeyAdded>('/security/passkeys/', input);
}

/** The whole of it: options from the server, the browser's prompt, the new passkey back. */
export async function makePasskey(name: string): Promise<PasskeyAdded> {
  const { ceremony, options } = await newPasskeyOptions();
  const credential = await createPasskey(options);
  return addPasskey({ ceremony, credential, name: name.trim() || undefined });
}

export const useMakePasskey = refetchingMutation(makePasskey, securityKeys.factors);
