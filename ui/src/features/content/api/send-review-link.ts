import type { Schemas } from '@/lib/types';
import { reviewLinkKeys } from './get-review-links';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export type ReviewLinkInput = Schemas['LinkBody'];

/** Mails a link to `email` that opens these posts (one client's, 1 to 50) for review without an account. */
export function sendReviewLink(input: ReviewLinkInput): Promise<Schemas['LinkSent']> {
  return postApi('/review-links/' as const, { body: input });
}

export const useSendReviewLink = refetchingMutation(sendReviewLink, reviewLinkKeys.all);
