import { api, withQuery } from '@/lib/api';
import { apiQuery } from '@/lib/api-query';
import type { PublishingSummary } from '../types';
import { clientParam, publishingKeys } from './publishing-keys';

/**
 * GET /publishing/summary/: the queue's counts, the accounts posts go out on, the late-approval choice.
 * Called by its path rather than through getApi: the document names this operation `get_summary` as it
 * does the invoices' summary, so the generated types give it the invoices' answer.
 */
export function getSummary(client: string, signal?: AbortSignal): Promise<PublishingSummary> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return api.get<PublishingSummary>(withQuery('/publishing/summary/', { client: clientParam(client) }), { signal });
}

export const usePublishingSummary = apiQuery(publishingKeys.summary, getSummary);
