import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

/** POST /security/passkeys/options/: what the browser needs to make a passkey for the caller. */
export function newPasskeyOptions(): Promise<Schemas['PasskeyChallenge']> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/security/passkeys/options/', {});
}
