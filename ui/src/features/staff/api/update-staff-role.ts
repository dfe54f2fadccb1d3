import { refetchingMutation } from '@/lib/api-query';
import type { StaffRole } from '@/lib/staff-role';
import { patchApi } from '@/lib/typed-api';
import { staffKeys } from './get-staff';

/** PATCH /staff/{id}/ (owners): the colleague's role; 409 `last_owner` when it would leave the agency none. */
export function updateStaffRole({ id, role }: { id: number; role: StaffRole }) {
  return patchApi('/staff/{id}/', { path: { id }, body: { role } });
}

export const useUpdateStaffRole = refetchingMutation(updateStaffRole, staffKeys.all);
