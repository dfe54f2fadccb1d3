import { refetchingMutation } from '@/lib/api-query';
import { postApi } from '@/lib/typed-api';
import { securityKeys } from './get-security';

/** POST /security/totp/remove/ with the password: 204; 422 `fields.password` for a wrong one. */
export function removeTotp(password: string): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/security/totp/remove/', { body: { password } });
}

export const useRemoveTotp = refetchingMutation(removeTotp, securityKeys.factors);
