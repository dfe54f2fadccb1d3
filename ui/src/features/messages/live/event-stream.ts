// The live stream (GET /events/?ticket=) with its failure handling, free of React so it can be tested with a
// fake EventSource. Each connection needs a fresh single-use ticket, so the browser's own EventSource
// reconnect (which would replay the spent ticket) is never used: on any error the source is closed and a new
// ticket is fetched after a growing delay.

/**
 * 'changed': data of some kind the user may see changed (content, invoices, tasks ...), to be reloaded.
 * 'resync': the server dropped events for this stream (a slow reader); everything must be reloaded.
 */
export const LIVE_EVENTS = ['message', 'read', 'notification', 'changed', 'presence', 'resync'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

/** 'live': events flow, polling is off. 'connecting': the first attempt. 'down': polling until it is back. */
export type LiveStatus = 'connecting' | 'live' | 'down';

/** The part of EventSource used here, so tests can hand in a fake. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface StreamOptions {
  getTicket: () => Promise<{ ticket: string }>;
  createSource: (url: string) => EventSourceLike;
  onEvent: (name: LiveEventName, data: unknown) => void;
  onStatus: (status: LiveStatus) => void;
  /** Live again after being down: whatever happened in between was missed, so caches should refresh. */
  onResync: () => void;
  now?: () => number;
  random?: () => number;
}

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;
/**
 * A connection that lasted this long counts as healthy and resets the delay. Shorter ones (a server that
 * accepts and drops at once) keep the delay growing instead of reconnecting every second.
 */
export const STABLE_MS = 20_000;

/**
 * The server sends a 'ping' event every 15 s. A stream silent for three of them has stalled without an
 * error (a proxy or a sleeping network holding the socket), so it is dropped and reopened.
 */
export const SILENT_MS = 45_000;

/** 1 s, 2 s, 4 s ... up to 60 s, plus up to a quarter more at random so many tabs do not retry in step. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + random() * 0.25));
}

export function streamUrl(ticket: string): string {
  return `/api/events/?ticket=${encodeURIComponent(ticket)}` as const;
}

export class LiveEventStream {
  private source: EventSourceLike | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private openedAt: number | null = null;
  private stopped = true;
  private wasDown = false;
  private status: LiveStatus = 'connecting';
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: StreamOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.setStatus('connecting');
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.closeSource();
  }

  /** The browser is back online: try now rather than wait out the delay. */
  retryNow(): void {
    if (this.stopped || this.source || this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.connect();
  }

  private setStatus(status: LiveStatus) {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }

  private async connect(): Promise<void> {
    let ticket: string;
    try {
      ticket = (await this.options.getTicket()).ticket;
    } catch (error) {
      if (!this.stopped) console.warn('Live updates: no ticket; polling instead.', error);
      this.fail();
      return;
    }
    if (this.stopped) return;
    const source = this.options.createSource(streamUrl(ticket));
    this.source = source;
    source.onopen = () => {
      if (this.source !== source) return;
      this.heard(source);
      this.openedAt = this.now();
      this.setStatus('live');
      if (this.wasDown) this.options.onResync();
      this.wasDown = false;
    };
    source.onerror = () => {
      if (this.source === source) this.fail();
    };
    source.addEventListener('ping', () => {
      if (this.source === source) this.heard(source);
    });
    for (const name of LIVE_EVENTS) {
      source.addEventListener(name, (event) => {
        if (this.source !== source) return;
        this.heard(source);
        // An event without JSON data (a bare 'resync') still counts; its data reads as null.
        let data: unknown = null;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          if (event.data) console.warn(`Live updates: unreadable '${name}' event.`);
        }
        this.options.onEvent(name, data);
      });
    }
  }

  /** Something arrived: the stream is alive for another SILENT_MS. */
  private heard(source: EventSourceLike) {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      if (this.source !== source) return;
      console.warn('Live updates: the stream went silent; reconnecting.');
      this.fail();
    }, SILENT_MS);
  }

  private closeSource() {
    clearTimeout(this.watchdog);
    this.watchdog = undefined;
    if (!this.source) return;
    this.source.onopen = null;
    this.source.onerror = null;
    this.source.close();
    this.source = null;
  }

  private fail() {
    this.closeSource();
    if (this.stopped) return;
    if (this.openedAt !== null && this.now() - this.openedAt >= STABLE_MS) this.attempt = 0;
    this.openedAt = null;
    this.wasDown = true;
    this.setStatus('down');
    const delay = backoffDelay(this.attempt, this.random);
    this.attempt += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connect();
    }, delay);
  }
}
