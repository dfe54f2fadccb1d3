import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { AccountSyncAnswer } from '../types';

/** Syncs one account now (POST /social-accounts/{id}/sync/); the answer says how it went, in words. */
export function syncAccount(id: number): Promise<AccountSyncAnswer> {
  return api.post<AccountSyncAnswer>(`/social-accounts/${id}/sync/`);
}

// No invalidation here: the spec reloads the dashboard 2 s after a manual sync, which the screen does.
export function useSyncAccount() {
  return useMutation({ mutationFn: syncAccount });
}
