import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import { invalidateContentData } from './invalidate';

export type BulkApproveInput = Schemas['ContentBulkApproveBody'];

/** All or nothing: a refusal (409/422) names the ids that cannot move, and nothing changes. */
export function bulkApprove(input: BulkApproveInput): Promise<Schemas['Updated']> {
  const { feedback, ...rest } = input;
  return api.post<Schemas['Updated']>('/content/bulk_approve/', feedback?.trim() ? { ...rest, feedback } : rest);
}

export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkApprove, onSettled: () => invalidateContentData(queryClient) });
}
