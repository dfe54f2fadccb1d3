import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialAccount } from '../types';
import { performanceKeys } from './performance-keys';
import { getApi } from '@/lib/typed-api';

/**
 * Connected accounts, disconnected ones included (inactive, their history kept): a client user gets its
 * own; an admin every client's, or one client's with `client`.
 */
export function getSocialAccounts(client: number | null, signal?: AbortSignal): Promise<SocialAccount[]> {
  return getApi('/social-accounts/' as const, { query: { client }, signal });
}

export function socialAccountsOptions(client: number | null) {
  return queryOptions({
    queryKey: performanceKeys.accounts(client),
    queryFn: ({ signal }) => getSocialAccounts(client, signal),
  });
}

export function useSocialAccounts(client: number | null = null) {
  return useQuery(socialAccountsOptions(client));
}
