import type { TeamMember } from '../types';
import { taskKeys } from './get-tasks';
import { getAllPages } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The agency's admins: the people a task can be assigned to. */
export function getTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return getAllPages('/team/' as const, { query: { page_size: 100 }, signal });
}

export const useTeam = apiQuery(taskKeys.team, getTeam, { staleTime: 60_000 });
