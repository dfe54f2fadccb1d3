import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAM_POLL_MS, type TeamMember } from '../types';
import { messageKeys } from './message-keys';
import { getApi } from '@/lib/typed-api';

/** The agency's admins with their presence (GET /messages/team/), for the team panel and Team Info. */
export function getTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return getApi('/messages/team/', { signal });
}

/** Refreshed every minute whether or not the stream is up: presence changes are not pushed. */
export function teamOptions() {
  return queryOptions({
    queryKey: messageKeys.team(),
    queryFn: ({ signal }) => getTeam(signal),
    refetchInterval: TEAM_POLL_MS,
  });
}

export function useTeam() {
  return useQuery(teamOptions());
}
