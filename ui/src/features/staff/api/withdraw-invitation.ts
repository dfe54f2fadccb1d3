import { refetchingMutation } from '@/lib/api-query';
import { deleteApi } from '@/lib/typed-api';
import { staffKeys } from './get-staff';

/** DELETE /staff/invitations/{id}/ (owners): the invitation's link stops working. */
export function withdrawInvitation(id: number) {
  return deleteApi('/staff/invitations/{id}/' as const, { path: { id } });
}

export const useWithdrawInvitation = refetchingMutation(withdrawInvitation, staffKeys.all);
