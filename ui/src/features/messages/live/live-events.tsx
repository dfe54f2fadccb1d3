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
  children: ReactNode;
}

/**
 * Opens the live stream for the signed-in dashboard and feeds its events into the query cache. Screens ask
 * `usePollInterval` whether to poll: only while the stream is not live (spec fallbacks: admin chat 5 s,
 * client messages and bell 30 s).
 */
export function LiveEventsProvider({ side, onNotificationsChanged, children }: Props) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // The callback may be a new function each render; the stream reads the latest without restarting.
  const notify = useRef(onNotificationsChanged);
  useEffect(() => {
    notify.current = onNotificationsChanged;
  }, [onNotificationsChanged]);

  useEffect(() => {
    // A second provider in the same tab stays 'connecting', which polls like 'down'.
    if (streamInUse || typeof EventSource === 'undefined') return;
    streamInUse = true;
    const context: ApplyContext = { side, onNotificationsChanged: () => notify.current() };
    const stream = new LiveEventStream({
      getTicket: () => getEventTicket(),
      createSource: (url) => new EventSource(url),
      onEvent: (name, data) => applyLiveEvent(queryClient, name, data, context),
      onStatus: setStatus,
      onResync: () => resyncAfterOutage(queryClient, context),
    });
    const online = () => stream.retryNow();
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
