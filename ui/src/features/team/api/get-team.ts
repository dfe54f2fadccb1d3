import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';
import type { Team } from '../types';

export const teamKeys = {
  all: ['client-team'] as const,
  of: (client: number) => [...teamKeys.all, client] as const,
};

/** GET /clients/{id}/team/: for the client's owner or the agency. */
export function getTeam(client: number, signal?: AbortSignal): Promise<Team> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/clients/{id}/team/', { path: { id: client }, signal });
}

export const useTeam = apiQuery(teamKeys.of, getTeam);
