import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';

/** A scheduled job's last run and counters, as `atrium jobs list` shows them. */
export type JobStatus = Schemas['JobStatus'];

export const jobsKey = ['admin-jobs'] as const;

/** GET /admin/jobs/ (admins). */
export function getJobs(signal?: AbortSignal): Promise<JobStatus[]> {
  return getApi('/admin/jobs/', { signal });
}

export function jobsOptions() {
  return queryOptions({ queryKey: jobsKey, queryFn: ({ signal }) => getJobs(signal) });
}

export function useJobs() {
  return useQuery(jobsOptions());
}
