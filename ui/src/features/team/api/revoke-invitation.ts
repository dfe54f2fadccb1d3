import { deleteApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';
import { teamKeys } from './get-team';

/** DELETE /clients/{id}/team/invitations/{invitation}/: its link stops working. */
export function revokeInvitation({ client, invitation }: { client: number; invitation: number }) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return deleteApi('/clients/{id}/team/invitations/{invitation}/', { path: { id: client, invitation } });
}

export const useRevokeInvitation = refetchingMutation(revokeInvitation, teamKeys.all);
