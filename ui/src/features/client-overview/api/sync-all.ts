import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ManualSyncAnswer } from '../types';

/** Syncs every active account of the client (POST /sync/manual/, spec 001 section 7). */
export function syncAll(): Promise<ManualSyncAnswer> {
  return api.post<ManualSyncAnswer>('/sync/manual/');
}

// Reloaded by the screen 2 s later, as after a single account's sync.
export function useSyncAll() {
  return useMutation({ mutationFn: syncAll });
}
