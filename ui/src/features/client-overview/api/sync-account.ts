import { useMutation } from '@tanstack/react-query';
import type { AccountSyncAnswer } from '../types';
import { postApi } from '@/lib/typed-api';

/** Syncs one account now (POST /social-accounts/{id}/sync/); the answer says how it went, in words. */
export function syncAccount(id: number): Promise<AccountSyncAnswer> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/social-accounts/{id}/sync/', { path: { id } });
}

// No invalidation here: the spec reloads the dashboard 2 s after a manual sync, which the screen does.
export function useSyncAccount() {
  return useMutation({ mutationFn: syncAccount });
}
