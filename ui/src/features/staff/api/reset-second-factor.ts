import { refetchingMutation } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';
import { staffKeys } from './get-staff';

/**
 * POST /users/{id}/reset-second-factor/ (owners): removes every second factor of a colleague who lost them
 * and signs them out everywhere. The same call as a client member's reset (the team feature's), refetching
 * the staff list, whose "2FA on" it turns off.
 */
export function resetStaffSecondFactor(id: number): Promise<Schemas['Message']> {
  return postApi('/users/{id}/reset-second-factor/' as const, { path: { id } });
}

export const useResetStaffSecondFactor = refetchingMutation(resetStaffSecondFactor, staffKeys.all);
