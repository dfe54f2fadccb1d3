import { apiQuery } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { securityKeys } from './get-security';

export type SessionView = Schemas['SessionView'];

/** GET /security/sessions/: the caller's live sessions, the most recently used first. */
export function getSessions(signal?: AbortSignal): Promise<Schemas['SessionList']> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/security/sessions/', { signal });
}

export const useSessions = apiQuery(() => securityKeys.sessions, getSessions);
