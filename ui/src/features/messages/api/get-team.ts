import { TEAM_POLL_MS, type TeamMember } from '../types';
import { messageKeys } from './message-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The agency's admins with their presence (GET /messages/team/), for the team panel and Team Info. */
export function getTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return getApi('/messages/team/' as const, { signal });
}

/** Refreshed every minute whether or not the stream is up: presence changes are not pushed. */
export const useTeam = apiQuery(messageKeys.team, getTeam, { refetchInterval: TEAM_POLL_MS });
