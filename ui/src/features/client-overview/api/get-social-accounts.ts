import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SocialAccount } from '../types';
import { overviewKeys } from './overview-keys';

/** The client's own accounts, disconnected ones included (the server scopes GET /social-accounts/). */
export function getSocialAccounts(signal?: AbortSignal): Promise<SocialAccount[]> {
  return api.get<SocialAccount[]>('/social-accounts/', { signal });
}

export function socialAccountsOptions() {
  return queryOptions({ queryKey: overviewKeys.accounts(), queryFn: ({ signal }) => getSocialAccounts(signal) });
}

export function useSocialAccounts() {
  return useQuery(socialAccountsOptions());
}
