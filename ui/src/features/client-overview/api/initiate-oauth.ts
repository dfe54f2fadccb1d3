import { api } from '@/lib/api';
import type { OAuthStart, Platform } from '../types';

/**
 * Starts a connect (GET /oauth/{provider}/initiate/): the provider's authorize address for the popup. Not a
 * query: each call makes a new one-time state on the server, so it is never cached or retried.
 */
export function initiateOAuth(platform: Platform): Promise<OAuthStart> {
  return api.get<OAuthStart>(`/oauth/${encodeURIComponent(platform)}/initiate/`);
}
