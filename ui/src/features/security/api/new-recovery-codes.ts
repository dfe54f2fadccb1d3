import { refetchingMutation } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';
import { securityKeys } from './get-security';

/** POST /security/recovery-codes/ with the password: ten new codes, shown once; the old ones stop working. */
export function newRecoveryCodes(password: string): Promise<Schemas['RecoveryCodes']> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/security/recovery-codes/', { body: { password } });
}

export const useNewRecoveryCodes = refetchingMutation(newRecoveryCodes, securityKeys.factors);
