import { refetchingMutation } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';
import { securityKeys } from './get-security';

/** POST /security/totp/confirm/: a code from the app; the first factor comes with ten recovery codes. */
export function confirmTotp(code: string): Promise<Schemas['Enrolled']> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/security/totp/confirm/', { body: { code } });
}

export const useConfirmTotp = refetchingMutation(confirmTotp, securityKeys.factors);
