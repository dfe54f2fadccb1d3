import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  LiveEventStream,
  SILENT_MS,
  STABLE_MS,
  type EventSourceLike,
  type LiveStatus,
} from './event-stream';

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  emit(type: string, data: string) {
    this.listeners.get(type)?.(new MessageEvent(type, { data }));
  }
}

function setup(getTicket = vi.fn(async () => ({ ticket: `t${getTicket.mock.calls.length}` }))) {
  const sources: FakeSource[] = [];
  const statuses: LiveStatus[] = [];
  const events: Array<[string, unknown]> = [];
  const onResync = vi.fn();
  const stream = new LiveEventStream({
    getTicket,
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onEvent: (name, data) => events.push([name, data]),
    onStatus: (status) => statuses.push(status),
    onResync,
    now: () => Date.now(),
    random: () => 0,
  });
  return { stream, sources, statuses, events, onResync, getTicket };
}

/** Lets the ticket promise settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('backoffDelay', () => {
  it('doubles from 1 s up to 60 s, with up to a quarter added at random', () => {
    expect([0, 1, 2, 5, 6, 10].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([
      1_000, 2_000, 4_000, 32_000, 60_000, 60_000,
    ]);
    expect(backoffDelay(0, () => 1)).toBe(1_250);
  });
});

describe('LiveEventStream', () => {
  it('opens one source with a fresh ticket in the URL, and goes live on open', async () => {
    const { stream, sources, statuses } = setup();
    stream.start();
    stream.start();
    await settle();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/api/events/?ticket=t1');
    sources[0]!.open();
    expect(statuses).toEqual(['live']);
    stream.stop();
  });

  it('passes events on with their JSON data, or null when they carry none', async () => {
    const { stream, sources, events } = setup();
    stream.start();
    await settle();
    sources[0]!.emit('message', '{"conversation":3}');
    sources[0]!.emit('resync', '');
    sources[0]!.emit('read', 'not json');
    sources[0]!.emit('heartbeat', '{}');
    expect(events).toEqual([
      ['message', { conversation: 3 }],
      ['resync', null],
      ['read', null],
    ]);
    stream.stop();
  });

  it('on error closes the source, goes down, and retries with a new ticket after a growing delay', async () => {
    const { stream, sources, statuses, getTicket } = setup();
    stream.start();
    await settle();
    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);
    expect(statuses.at(-1)).toBe('down');

    await vi.advanceTimersByTimeAsync(999);
    expect(getTicket).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getTicket).toHaveBeenCalledTimes(2);
    sources[1]!.fail();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    stream.stop();
  });

  it('asks for a resync when it is live again after an outage', async () => {
    const { stream, sources, onResync } = setup();
    stream.start();
    await settle();
    sources[0]!.open();
    expect(onResync).not.toHaveBeenCalled();
    sources[0]!.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    sources[1]!.open();
    expect(onResync).toHaveBeenCalledTimes(1);
    stream.stop();
  });

  it('resets the delay only after a connection that lasted', async () => {
    const { stream, sources } = setup();
    stream.start();
    await settle();
    sources[0]!.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    // Accepted then dropped at once: the delay keeps growing (2 s).
    sources[1]!.open();
    sources[1]!.fail();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    // A healthy connection: back to 1 s.
    sources[2]!.open();
    await vi.advanceTimersByTimeAsync(STABLE_MS);
    sources[2]!.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sources).toHaveLength(4);
    stream.stop();
  });

  it('treats a refused ticket like a dropped stream', async () => {
    const getTicket = vi.fn(async () => {
      if (getTicket.mock.calls.length === 1) throw new Error('503');
      return { ticket: 'ok' };
    });
    const { stream, sources, statuses } = setup(getTicket);
    stream.start();
    await settle();
    expect(statuses.at(-1)).toBe('down');
    expect(sources).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sources).toHaveLength(1);
    stream.stop();
  });

  it('retries at once when the browser is back online', async () => {
    const { stream, sources } = setup();
    stream.start();
    await settle();
    sources[0]!.fail();
    stream.retryNow();
    await settle();
    expect(sources).toHaveLength(2);
    stream.stop();
  });

  it('stops for good: no retry, and a ticket arriving late opens nothing', async () => {
    const { stream, sources } = setup();
    stream.start();
    stream.stop();
    await settle();
    expect(sources).toHaveLength(0);
    stream.start();
    await settle();
    sources[0]!.fail();
    stream.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sources).toHaveLength(1);
  });

  it('drops a stream that stays silent past three pings, and keeps one that pings', async () => {
    const { stream, sources, statuses } = setup();
    stream.start();
    await settle();
    sources[0]!.open();
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(15_000);
      sources[0]!.emit('ping', '{}');
    }
    expect(statuses.at(-1)).toBe('live');
    await vi.advanceTimersByTimeAsync(SILENT_MS + 1);
    expect(sources[0]!.closed).toBe(true);
    expect(statuses.at(-1)).toBe('down');
    stream.stop();
  });
});
