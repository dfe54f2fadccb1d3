import { useMutation } from '@tanstack/react-query';
import type { ManualSyncAnswer } from '../types';
import { postApi } from '@/lib/typed-api';

/** Syncs every active account of the client (POST /sync/manual/, spec 001 section 7). */
export function syncAll(): Promise<ManualSyncAnswer> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/sync/manual/');
}

// Reloaded by the screen 2 s later, as after a single account's sync.
export function useSyncAll() {
  return useMutation({ mutationFn: syncAll });
}
