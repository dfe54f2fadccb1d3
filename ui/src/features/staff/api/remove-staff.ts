import { refetchingMutation } from '@/lib/api-query';
import { deleteApi } from '@/lib/typed-api';
import { staffKeys } from './get-staff';

/**
 * DELETE /staff/{id}/ (owners): the account is deleted and its sessions end. 409 `own_account` for oneself,
 * `last_owner` for the agency's last owner.
 */
export function removeStaff(id: number) {
  return deleteApi('/staff/{id}/' as const, { path: { id } });
}

export const useRemoveStaff = refetchingMutation(removeStaff, staffKeys.all);
