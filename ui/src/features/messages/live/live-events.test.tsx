import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveEventsProvider } from './live-events';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

function mount() {
  const onNotificationsChanged = vi.fn();
  const onDataChanged = vi.fn();
  root = createRoot(document.createElement('div'));
  act(() =>
    root!.render(
      <QueryClientProvider client={new QueryClient()}>
        <LiveEventsProvider
          side="agency"
          onNotificationsChanged={onNotificationsChanged}
          onDataChanged={onDataChanged}
          fallbackPollMs={30_000}
        >
          {null}
        </LiveEventsProvider>
      </QueryClientProvider>,
    ),
  );
  return { onNotificationsChanged, onDataChanged };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

// jsdom has no EventSource, so the stream never goes live here: the page is as it is with the stream down.
describe('LiveEventsProvider without a live stream', () => {
  it('reloads the open screens every 30 s, not sooner', () => {
    const { onDataChanged } = mount();
    act(() => vi.advanceTimersByTime(29_999));
    expect(onDataChanged).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDataChanged).toHaveBeenCalledExactlyOnceWith(null);
    act(() => vi.advanceTimersByTime(30_000));
    expect(onDataChanged).toHaveBeenCalledTimes(2);
  });

  it('reloads the bell when the window gets focus back', () => {
    const { onNotificationsChanged } = mount();
    act(() => window.dispatchEvent(new Event('focus')));
    expect(onNotificationsChanged).toHaveBeenCalledTimes(1);
  });
});
