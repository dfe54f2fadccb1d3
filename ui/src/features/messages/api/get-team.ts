import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TeamMember } from '../types';
import { messageKeys } from './message-keys';

/** The agency's admins with their presence (GET /messages/team/), for the team panel and Team Info. */
export function getTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return api.get<TeamMember[]>('/messages/team/', { signal });
}

/** Presence changes arrive as stream events; without the stream it is refreshed with the messages. */
export function teamOptions(pollMs: number | false) {
  return queryOptions({
    queryKey: messageKeys.team(),
    queryFn: ({ signal }) => getTeam(signal),
    refetchInterval: pollMs,
  });
}

export function useTeam(pollMs: number | false) {
  return useQuery(teamOptions(pollMs));
}
