import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { getEventTicket } from '../api/get-event-ticket';
import { applyLiveEvent, resyncAfterOutage, type ApplyContext, type Side } from './apply-event';
import { LiveEventStream, type LiveStatus } from './event-stream';

const LiveStatusContext = createContext<LiveStatus>('down');

// One stream per tab, whatever mounts the provider: the server allows a user only a few streams (the sixth
// is refused), and people keep several tabs open.
let streamInUse = false;

interface Props {
  side: Side;
  /** Refreshes the bell's notifications (another feature's queries; the app passes how). */
  onNotificationsChanged: () => void;
  /** Reloads the screens showing data of this kind (null: all of them); the app knows which those are. */
  onDataChanged: (kind: string | null) => void;
  /** While the stream is not live, open screens reload this often instead (the spec's bell poll, 30 s). */
  fallbackPollMs: number;
  children: ReactNode;
}

/**
 * Opens the live stream for the signed-in dashboard and feeds its events into the query cache. Screens ask
 * `usePollInterval` whether to poll: only while the stream is not live (spec fallbacks: admin chat 5 s,
 * client messages and bell 30 s); every other open screen reloads every `fallbackPollMs` meanwhile. The
 * bell also reloads whenever the window gets focus back, live or not.
 */
export function LiveEventsProvider({ side, onNotificationsChanged, onDataChanged, fallbackPollMs, children }: Props) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // The callbacks may be new functions each render; the stream reads the latest without restarting.
  const notify = useRef(onNotificationsChanged);
  const changed = useRef(onDataChanged);
  useEffect(() => {
    notify.current = onNotificationsChanged;
    changed.current = onDataChanged;
  }, [onNotificationsChanged, onDataChanged]);

  useEffect(() => {
    if (status === 'live') return;
    const timer = setInterval(() => changed.current(null), fallbackPollMs);
    return () => clearInterval(timer);
  }, [status, fallbackPollMs]);

  useEffect(() => {
    // A tab left in the background may have missed a poll, or an event while its stream was reconnecting.
    const refresh = () => {
      if (document.visibilityState === 'visible') notify.current();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);

  useEffect(() => {
    // A second provider in the same tab stays 'connecting', which polls like 'down'.
    if (streamInUse || typeof EventSource === 'undefined') return;
    streamInUse = true;
    const context: ApplyContext = {
      side,
      onNotificationsChanged: () => notify.current(),
      onDataChanged: (kind) => changed.current(kind),
    };
    const stream = new LiveEventStream({
      getTicket: () => getEventTicket(),
      createSource: (url) => new EventSource(url),
      onEvent: (name, data) => applyLiveEvent(queryClient, name, data, context),
      onStatus: setStatus,
      onResync: () => resyncAfterOutage(queryClient, context),
    });
    const online = () => {
      stream.retryNow();
      notify.current();
    };
    window.addEventListener('online', online);
    stream.start();
    return () => {
      window.removeEventListener('online', online);
      stream.stop();
      streamInUse = false;
    };
  }, [queryClient, side]);

  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}

/** `ms` while the stream is not live, false (no polling) while it is. */
export function usePollInterval(ms: number): number | false {
  return useLiveStatus() === 'live' ? false : ms;
}
