import type { QueueStage } from '../types';

/** The Publishing page's queries; a content change (live or local) refetches them all. */
export const publishingKeys = {
  all: ['publishing'] as const,
  summary: (client: string) => [...publishingKeys.all, 'summary', client] as const,
  queue: (stage: QueueStage, client: string, page: number) =>
    [...publishingKeys.all, 'queue', stage, client, page] as const,
};

/** 'all' means no filter, and the server treats a missing parameter the same way. */
export function clientParam(client: string): string | undefined {
  return client === 'all' ? undefined : client;
}
