import type { Schemas } from '@/lib/types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export type BulkApproveInput = Schemas['ContentBulkApproveBody'];

/** All or nothing: a refusal (409/422) names the ids that cannot move, and nothing changes. */
export function bulkApprove(input: BulkApproveInput): Promise<Schemas['Updated']> {
  const { feedback, ...rest } = input;
  return postApi('/content/bulk_approve/' as const, { body: feedback?.trim() ? { ...rest, feedback } : rest });
}

export const useBulkApprove = refetchingMutation(bulkApprove, invalidateContentData);
