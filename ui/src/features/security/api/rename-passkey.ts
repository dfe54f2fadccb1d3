import { refetchingMutation } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { patchApi } from '@/lib/typed-api';
import { securityKeys } from './get-security';

/** PATCH /security/passkeys/{id}/: a new name for one of the caller's passkeys. */
export function renamePasskey({ id, name }: { id: number; name: string }): Promise<Schemas['PasskeyView']> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/security/passkeys/{id}/', { path: { id }, body: { name } });
}

export const useRenamePasskey = refetchingMutation(renamePasskey, securityKeys.factors);
