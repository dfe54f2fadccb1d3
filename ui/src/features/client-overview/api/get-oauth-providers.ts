import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OAuthProvider } from '../types';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';

/** Which platforms this agency can connect (GET /oauth/providers/): available, not_configured, coming_soon. */
export function getOAuthProviders(signal?: AbortSignal): Promise<OAuthProvider[]> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/oauth/providers/', { signal });
}

export function oauthProvidersOptions() {
  // The agency's configuration changes with a restart at most: no need to ask again while the tab is open.
  return queryOptions({
    queryKey: overviewKeys.providers(),
    queryFn: ({ signal }) => getOAuthProviders(signal),
    staleTime: 5 * 60_000,
  });
}

export function useOAuthProviders(enabled = true) {
  return useQuery({ ...oauthProvidersOptions(), enabled });
}
