import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';
import { getApi } from '@/lib/typed-api';
import { QUEUE_PAGE_SIZE, type QueuePage, type QueueStage } from '../types';
import { clientParam, publishingKeys } from './publishing-keys';

/** GET /publishing/queue/: one page of one stage's posts, for one client or all. */
export function getQueue(stage: QueueStage, client: string, page: number, signal?: AbortSignal): Promise<QueuePage> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/publishing/queue/', {
    query: { stage, client: clientParam(client), page, page_size: QUEUE_PAGE_SIZE },
    signal,
  });
}

// The previous page stays on screen while the next loads, so the list does not jump to a spinner.
export const usePublishingQueue = apiQuery(publishingKeys.queue, getQueue, { placeholderData: keepPreviousData });
