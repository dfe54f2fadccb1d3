import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { initiateOAuth } from '../api/initiate-oauth';
import {
  HANDOFF_STORAGE_KEY,
  POPUP_NAME,
  parseHandoff,
  parseStoredHandoff,
  popupFeatures,
  type OAuthResult,
} from '../oauth-return';
import { OAUTH_WAIT_MS, POPUP_HEIGHT, POPUP_POLL_MS, POPUP_WIDTH, connectFailedText, type Platform } from '../types';

/**
 * A connect (spec 001 section 2.4): the provider's page in a 500x600 popup, `popup.closed` polled every
 * second; while it is open the platform reads 'Connecting...'. When it closes, the state resets and every
 * query reloads. The popup's own page hands the result back (see use-oauth-return) by postMessage, or by a
 * localStorage write when the provider's pages cut the popup's link to this window.
 */
export function useOAuthConnect(onResult: (result: OAuthResult) => void) {
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState<Platform | null>(null);
  const [error, setError] = useState<string | null>(null);
  const popup = useRef<Window | null>(null);
  const poll = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // When the last connect started: a result is only taken while one could be on its way (the server's state
  // lives 10 minutes), so a stray broadcast from another tab does nothing here.
  const startedAt = useRef(0);
  const handled = useRef(new Set<string>());
  const report = useRef(onResult);
  useEffect(() => {
    report.current = onResult;
  }, [onResult]);

  const reset = useCallback(() => {
    clearInterval(poll.current);
    poll.current = undefined;
    popup.current = null;
    setConnecting(null);
    void queryClient.invalidateQueries();
  }, [queryClient]);

  const receive = useCallback(
    (data: unknown) => {
      const handoff = parseHandoff(data);
      if (!handoff || handled.current.has(handoff.id)) return;
      if (Date.now() - startedAt.current > OAUTH_WAIT_MS) return;
      handled.current.add(handoff.id);
      startedAt.current = 0;
      // The popup closes itself; closing it from here too covers a browser that refused its own close().
      popup.current?.close();
      reset();
      report.current(handoff.result);
    },
    [reset],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) receive(event.data);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === HANDOFF_STORAGE_KEY) receive(parseStoredHandoff(event.newValue));
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
      clearInterval(poll.current);
    };
  }, [receive]);

  const connect = useCallback(
    async (platform: Platform) => {
      if (poll.current || connecting) return;
      setError(null);
      // Opened in the click itself, before the request, or a popup blocker would stop it; the provider's
      // address follows when the server answers.
      const opened = window.open('about:blank', POPUP_NAME, popupFeatures(window, POPUP_WIDTH, POPUP_HEIGHT));
      setConnecting(platform);
      try {
        const { oauth_url } = await initiateOAuth(platform);
        startedAt.current = Date.now();
        if (!opened || opened.closed) {
          // Popups blocked: the same flow in this tab; the server brings it back to the overview hash.
          window.location.assign(oauth_url);
          return;
        }
        opened.location.href = oauth_url;
        popup.current = opened;
        poll.current = setInterval(() => {
          if (opened.closed) reset();
        }, POPUP_POLL_MS);
      } catch (caught) {
        opened?.close();
        setConnecting(null);
        // The spec's sentence, with the server's reason when it gave one (a platform not set up, say).
        const reason = caught instanceof ApiError ? caught.serverMessage : undefined;
        const failed = connectFailedText(platform);
        setError(
          reason
            ? t({ message: `${failed}: ${reason}`, comment: 'A failure, then the reason the server gave' })
            : failed,
        );
      }
    },
    [connecting, reset],
  );

  return { connect, connecting, error, clearError: () => setError(null) };
}
