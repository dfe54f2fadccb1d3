import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialAccount } from '../types';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';

/** The client's own accounts, disconnected ones included (the server scopes GET /social-accounts/). */
export function getSocialAccounts(signal?: AbortSignal): Promise<SocialAccount[]> {
  return getApi('/social-accounts/', { signal });
}

export function socialAccountsOptions() {
  return queryOptions({ queryKey: overviewKeys.accounts(), queryFn: ({ signal }) => getSocialAccounts(signal) });
}

export function useSocialAccounts() {
  return useQuery(socialAccountsOptions());
}
