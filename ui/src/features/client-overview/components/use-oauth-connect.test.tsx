import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_STORAGE_KEY, makeHandoff, type OAuthResult } from '../oauth-return';
import { useOAuthConnect } from './use-oauth-connect';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface FakePopup {
  closed: boolean;
  location: { href: string };
  close: () => void;
}

function fakePopup(): FakePopup {
  const popup: FakePopup = { closed: false, location: { href: 'about:blank' }, close: () => (popup.closed = true) };
  return popup;
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function render() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const results: OAuthResult[] = [];
  let hook!: ReturnType<typeof useOAuthConnect>;
  function Harness() {
    hook = useOAuthConnect((result) => results.push(result));
    return null;
  }
  act(() =>
    createRoot(document.createElement('div')).render(
      <QueryClientProvider client={queryClient}>
        <Harness />
      </QueryClientProvider>,
    ),
  );
  return { current: () => hook, results, invalidate };
}

const flush = () => act(async () => {});

describe('useOAuthConnect', () => {
  let popup: FakePopup;
  let open: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    popup = fakePopup();
    open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(200, { oauth_url: 'https://idp.test/authorize?state=s1', state: 's1', expires_in: 600 }),
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens a 500x600 popup, reads Connecting while it is open, and resets and reloads once it closes', async () => {
    const view = render();
    await act(async () => view.current().connect('instagram'));
    expect(open).toHaveBeenCalledWith('about:blank', 'atrium-oauth', expect.stringContaining('width=500,height=600'));
    expect(popup.location.href).toBe('https://idp.test/authorize?state=s1');
    expect(view.current().connecting).toBe('instagram');

    // A second click while connecting opens nothing.
    await act(async () => view.current().connect('youtube'));
    expect(open).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(1000));
    expect(view.current().connecting).toBe('instagram');
    popup.closed = true;
    await act(async () => vi.advanceTimersByTime(1000));
    expect(view.current().connecting).toBeNull();
    expect(view.current().error).toBeNull();
    expect(view.invalidate).toHaveBeenCalled();
  });

  it('takes the result the popup hands back once, by message or by storage', async () => {
    const view = render();
    await act(async () => view.current().connect('instagram'));
    const handoff = makeHandoff({ kind: 'success', platform: 'instagram', username: 'fake.studio' }, 'h1');
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: handoff, origin: window.location.origin }));
      window.dispatchEvent(
        new StorageEvent('storage', { key: HANDOFF_STORAGE_KEY, newValue: JSON.stringify(handoff) }),
      );
    });
    expect(view.results).toEqual([{ kind: 'success', platform: 'instagram', username: 'fake.studio' }]);
    expect(popup.closed).toBe(true);
    expect(view.current().connecting).toBeNull();
  });

  it('ignores messages from other origins and results nobody is waiting for', async () => {
    const view = render();
    const handoff = makeHandoff({ kind: 'error', code: 'denied' }, 'h2');
    await act(async () => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: HANDOFF_STORAGE_KEY, newValue: JSON.stringify(handoff) }),
      );
    });
    expect(view.results).toEqual([]);
    await act(async () => view.current().connect('instagram'));
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: handoff, origin: 'https://evil.test' }));
    });
    expect(view.results).toEqual([]);
  });

  it("closes the popup and says the spec's sentence with the server's reason when the start is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(409, { error: 'provider_not_configured', message: 'Instagram is not set up on this server.' }),
      ),
    );
    const view = render();
    await act(async () => view.current().connect('instagram'));
    await flush();
    expect(popup.closed).toBe(true);
    expect(view.current().connecting).toBeNull();
    expect(view.current().error).toBe('Failed to connect Instagram account: Instagram is not set up on this server.');
  });

  it('runs the flow in this tab when popups are blocked', async () => {
    open.mockReturnValue(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const view = render();
    await act(async () => view.current().connect('youtube'));
    expect(assign).toHaveBeenCalledWith('https://idp.test/authorize?state=s1');
  });
});
