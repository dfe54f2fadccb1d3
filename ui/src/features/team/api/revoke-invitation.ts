import { deleteApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';
import { teamKeys } from './get-team';

/** DELETE /clients/{id}/team/invitations/{invitation}/: its link stops working. */
export function revokeInvitation({ client, invitation }: { client: number; invitation: number }) {
  return deleteApi('/clients/{id}/team/invitations/{invitation}/', { path: { id: client, invitation } });
}

export const useRevokeInvitation = refetchingMutation(revokeInvitation, teamKeys.all);
