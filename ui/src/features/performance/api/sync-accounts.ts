import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManualSyncResult } from '../types';
import { performanceKeys } from './performance-keys';
import { postApi } from '@/lib/typed-api';

/** Spec 000 section 7: after a manual sync the figures reload 2 seconds later. */
export const SYNC_RELOAD_DELAY_MS = 2_000;

/** Syncs the caller's active accounts now (a client: its own; an admin: every one). */
export function syncAccounts(): Promise<ManualSyncResult> {
  return postApi('/sync/manual/' as const);
}

export function useSyncAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncAccounts,
    onSuccess: () => {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: performanceKeys.all }), SYNC_RELOAD_DELAY_MS);
    },
  });
}
