import { refetchingMutation } from '@/lib/api-query';
import type { StaffRole } from '@/lib/staff-role';
import { patchApi } from '@/lib/typed-api';
import { staffKeys } from './get-staff';

/**
 * PATCH /staff/{id}/ (owners): the colleague's role; 409 `last_owner` when it would leave the agency none.
 * `clients` (a member's only) replaces the clients it is assigned: 422 on `clients` for another role or an
 * unknown client. A colleague moved away from member loses its clients.
 */
export function updateStaffRole({ id, role, clients }: { id: number; role: StaffRole; clients?: number[] }) {
  return patchApi('/staff/{id}/' as const, {
    path: { id },
    body: clients === undefined ? { role } : { role, clients },
  });
}

export const useUpdateStaffRole = refetchingMutation(updateStaffRole, staffKeys.all);
