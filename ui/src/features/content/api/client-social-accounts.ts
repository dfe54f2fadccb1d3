import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import type { SocialPlatform } from '../types';
import { getApi } from '@/lib/typed-api';

export type SocialAccount = Schemas['SocialAccount'];

export const socialAccountKeys = { own: ['social-accounts', 'own'] as const };

/** A client user's own connected accounts (the server scopes GET /social-accounts/ to the caller). */
export function getOwnSocialAccounts(signal?: AbortSignal): Promise<SocialAccount[]> {
  return getApi('/social-accounts/' as const, { signal });
}

export function ownSocialAccountsOptions() {
  return queryOptions({
    queryKey: socialAccountKeys.own,
    queryFn: ({ signal }) => getOwnSocialAccounts(signal),
    staleTime: 60_000,
  });
}

export function useOwnSocialAccounts() {
  return useQuery(ownSocialAccountsOptions());
}

/**
 * The account a post on `platform` goes out from: the first active one. None means the platform reads 'Not
 * Connected' and cannot be chosen on the create screen (spec 001 sections 2.5 and 5).
 */
export function activeAccountFor(
  accounts: readonly SocialAccount[] | undefined,
  platform: SocialPlatform,
): SocialAccount | undefined {
  return accounts?.find((account) => account.platform === platform && account.is_active);
}
