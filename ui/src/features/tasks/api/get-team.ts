import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '../types';
import { taskKeys } from './get-tasks';
import { getAllPages } from '@/lib/typed-api';

/** The agency's admins: the people a task can be assigned to. */
export function getTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return getAllPages('/team/', { query: { page_size: 100 }, signal });
}

export function teamOptions() {
  return queryOptions({ queryKey: taskKeys.team(), queryFn: ({ signal }) => getTeam(signal), staleTime: 60_000 });
}

export function useTeam() {
  return useQuery(teamOptions());
}
