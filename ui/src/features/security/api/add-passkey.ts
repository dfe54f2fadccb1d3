import { refetchingMutation } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';
import { createPasskey } from '@/lib/webauthn';
import { securityKeys } from './get-security';
import { newPasskeyOptions } from './passkey-options';

export type PasskeyAdded = Schemas['PasskeyAdded'];

/**
 * POST /security/passkeys/: the browser's new passkey under the ceremony its options named: 201 with the
 * passkey and, for a first factor, ten recovery codes.
 */
export function addPasskey(input: Schemas['NewPasskeyBody']): Promise<PasskeyAdded> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/security/passkeys/', { body: input });
}

/** The whole of it: options from the server, the browser's prompt, the new passkey back. */
export async function makePasskey(name: string): Promise<PasskeyAdded> {
  const { ceremony, options } = await newPasskeyOptions();
  const credential = await createPasskey(options);
  return addPasskey({ ceremony, credential, name: name.trim() || undefined });
}

export const useMakePasskey = refetchingMutation(makePasskey, securityKeys.factors);
