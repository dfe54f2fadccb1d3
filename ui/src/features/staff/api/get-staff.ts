import { apiQuery } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';

export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
};

/** GET /staff/ (any staff): the agency's people, owners first; the open invitations for owners (empty otherwise). */
export function getStaff(signal?: AbortSignal): Promise<Schemas['StaffList']> {
  return getApi('/staff/' as const, { signal });
}

export const useStaff = apiQuery(staffKeys.list, getStaff);

/** GET /auth/me/: the signed-in user again, after a change to its own role. */
export function getMe() {
  return getApi('/auth/me/' as const);
}
