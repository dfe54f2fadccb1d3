import { deleteApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';
import { teamKeys } from './get-team';

/** DELETE /clients/{id}/team/{user}/: the account is deleted and signed out at once (409 for the owner). */
export function removeMember({ client, user }: { client: number; user: number }) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return deleteApi('/clients/{id}/team/{user}/', { path: { id: client, user } });
}

export const useRemoveMember = refetchingMutation(removeMember, teamKeys.all);
