import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useSyncAccount } from '../api/sync-account';
import { useSyncAll } from '../api/sync-all';
import { syncAllSummary } from '../overview-figures';
import { OVERVIEW_TEXT, SYNC_RELOAD_MS, type SocialAccount } from '../types';
import type { Notice } from './use-notice';

/**
 * Manual sync (spec 001 sections 2.4 and 7): the request, the server's words about it, then the whole
 * dashboard reloads 2 seconds later, whatever the result (a failure changes the account's status too).
 */
export function useAccountSync(show: (notice: Notice) => void) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const one = useSyncAccount();
  const all = useSyncAll();
  const once = useSingleFlight();
  const [syncing, setSyncing] = useState<number | 'all' | null>(null);
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(reload.current), []);

  const reloadSoon = useCallback(() => {
    clearTimeout(reload.current);
    reload.current = setTimeout(() => {
      setSyncing(null);
      void queryClient.invalidateQueries();
    }, SYNC_RELOAD_MS);
  }, [queryClient]);

  const syncOne = (account: SocialAccount) =>
    once(async () => {
      setSyncing(account.id);
      try {
        const answer = await one.mutateAsync(account.id);
        show({ tone: answer.result === 'ok' ? 'success' : 'error', text: answer.message });
      } catch (caught) {
        show({ tone: 'error', text: errorMessage(caught, t(OVERVIEW_TEXT.syncFailed)) });
      }
      reloadSoon();
    }, 'sync');

  const syncEvery = () =>
    once(async () => {
      setSyncing('all');
      try {
        const summary = syncAllSummary(await all.mutateAsync());
        show({ tone: summary.ok ? 'success' : 'error', text: summary.text });
      } catch (caught) {
        show({ tone: 'error', text: errorMessage(caught, t(OVERVIEW_TEXT.syncFailed)) });
      }
      reloadSoon();
    }, 'sync');

  return { syncing, syncOne, syncEvery };
}
