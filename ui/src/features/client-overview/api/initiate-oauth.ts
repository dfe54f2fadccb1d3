import type { OAuthStart, Platform } from '../types';
import { getApi } from '@/lib/typed-api';

/**
 * Starts a connect (GET /oauth/{provider}/initiate/): the provider's authorize address for the popup. Not a
 * query: each call makes a new one-time state on the server, so it is never cached or retried.
 */
export function initiateOAuth(platform: Platform): Promise<OAuthStart> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/oauth/{provider}/initiate/', { path: { provider: platform } });
}
