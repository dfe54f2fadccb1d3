import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

export type PasskeyChallenge = Schemas['PasskeyChallenge'];

/**
 * POST /auth/passkey/options/: with the password step's ticket the passkey is the second factor; without
 * one, any passkey the browser holds for this site signs in alone. 409 `passkeys_unavailable` when the
 * portal is reached by a bare IP address.
 */
export function passkeyOptions(ticket?: string): Promise<PasskeyChallenge> {
  return postApi('/auth/passkey/options/' as const, { body: ticket ? { ticket } : {}, redirectOn401: false });
}
