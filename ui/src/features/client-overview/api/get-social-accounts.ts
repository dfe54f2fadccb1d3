import type { SocialAccount } from '../types';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The client's own accounts, disconnected ones included (the server scopes GET /social-accounts/). */
export function getSocialAccounts(signal?: AbortSignal): Promise<SocialAccount[]> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/social-accounts/', { signal });
}

export const useSocialAccounts = apiQuery(overviewKeys.accounts, getSocialAccounts);
