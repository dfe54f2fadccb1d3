import { patchApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';
import type { MemberChanges, TeamMember } from '../types';
import { teamKeys } from './get-team';

export type MemberUpdate = MemberChanges & { client: number; user: number };

/**
 * PATCH /clients/{id}/team/{user}/: a seat (not the owner's, 409), or for the agency whether the member is a
 * named approver.
 */
export function updateMember({ client, user, ...body }: MemberUpdate): Promise<TeamMember> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/clients/{id}/team/{user}/', { path: { id: client, user }, body });
}

export const useUpdateMember = refetchingMutation(updateMember, teamKeys.all);
