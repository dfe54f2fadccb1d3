import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

/** The new secret, its otpauth:// link and that link as a QR code (an SVG document). */
export type TotpSetup = Schemas['TotpSetup'];

/** POST /security/totp/setup/: starts (or starts again) setting up an authenticator app. */
export function setupTotp(): Promise<TotpSetup> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/security/totp/setup/', {});
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}
