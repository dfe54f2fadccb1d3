import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** A scheduled job's last run and counters, as `atrium jobs list` shows them. */
export type JobStatus = Schemas['JobStatus'];

export const jobsKey = ['admin-jobs'] as const;

/** GET /admin/jobs/ (admins). */
export function getJobs(signal?: AbortSignal): Promise<JobStatus[]> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/admin/jobs/', { signal });
}

export const useJobs = apiQuery(() => jobsKey, getJobs);
