import type { Schemas } from '@/lib/types';
import { contentKeys } from './get-content';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** Where a post's approval stands: policy, step, this round's decisions, who it waits for, the deadline. */
export type Approvals = Schemas['Approvals'];

// Under the post's own key, so every content change (invalidateContentData) refetches it too.
export const approvalsKey = (id: number) => [...contentKeys.detail(id), 'approvals'] as const;

export function getApprovals(id: number, signal?: AbortSignal): Promise<Approvals> {
  return getApi('/content/{id}/approvals/' as const, { path: { id }, signal });
}

export const useApprovals = apiQuery(approvalsKey, getApprovals);
