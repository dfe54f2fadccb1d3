import { apiQuery } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';

/** The caller's second factors: the app, passkeys, recovery codes left, and whether one must be added. */
export type SecurityView = Schemas['SecurityView'];
export type Passkey = Schemas['PasskeyView'];

export const securityKeys = {
  all: ['security'] as const,
  factors: ['security', 'factors'] as const,
  sessions: ['security', 'sessions'] as const,
  settings: ['security', 'settings'] as const,
};

/** GET /security/. */
export function getSecurity(signal?: AbortSignal): Promise<SecurityView> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/security/', { signal });
}

export const useSecurity = apiQuery(() => securityKeys.factors, getSecurity);
