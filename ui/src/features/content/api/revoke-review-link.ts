import { reviewLinkKeys } from './get-review-links';
import { deleteApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** The link stops working at once; 409 when it was revoked already. */
export function revokeReviewLink(id: number): Promise<undefined> {
  return deleteApi('/review-links/{id}/' as const, { path: { id } });
}

export const useRevokeReviewLink = refetchingMutation(revokeReviewLink, reviewLinkKeys.all);
