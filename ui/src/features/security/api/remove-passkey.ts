import { refetchingMutation } from '@/lib/api-query';
import { postApi } from '@/lib/typed-api';
import { securityKeys } from './get-security';

/** POST /security/passkeys/{id}/remove/ with the password: 204. */
export function removePasskey({ id, password }: { id: number; password: string }): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/security/passkeys/{id}/remove/', { path: { id }, body: { password } });
}

export const useRemovePasskey = refetchingMutation(removePasskey, securityKeys.factors);
