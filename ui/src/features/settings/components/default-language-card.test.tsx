import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/lib/i18n-test-provider';
import { DefaultLanguageCard } from './default-language-card';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OFFERED = ['en', 'de', 'es', 'fr', 'sq'];

/** The server: GET /api/languages answers `current`; PUT /api/admin/languages answers `put`'s status. */
function server(current: string, put: { status: number; body?: unknown } = { status: 200 }) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
    if (method === 'PUT') {
      const sent = JSON.parse(String(init.body)) as { default_language: string };
      return new Response(JSON.stringify(put.body ?? { default_language: sent.default_language, offered: OFFERED }), {
        status: put.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ default_language: current, offered: OFFERED }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** Lets the answers arrive (inside act, as React wants its updates) until `check` holds. */
async function until(check: () => void) {
  for (let tries = 0; ; tries += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    try {
      return check();
    } catch (error) {
      if (tries > 100) throw error;
    }
  }
}

async function render() {
  const container = document.createElement('div');
  document.body.append(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await act(async () =>
    createRoot(container).render(
      <WithI18n>
        <QueryClientProvider client={client}>
          <DefaultLanguageCard />
        </QueryClientProvider>
      </WithI18n>,
    ),
  );
  await until(() => expect(container.querySelector('select')).not.toBeNull());
  return { container, select: container.querySelector('select')! };
}

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('DefaultLanguageCard', () => {
  it('shows the agency’s default among the offered languages, each in its own words', async () => {
    server('sq');
    const { select } = await render();
    expect(select.value).toBe('sq');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'English',
      'Deutsch',
      'Español',
      'Français',
      'Shqip',
    ]);
  });

  it('saves a new default with PUT /api/admin/languages and says so', async () => {
    const calls = server('en');
    const { container, select } = await render();
    await choose(select, 'de');
    await until(() => expect(container.textContent).toContain('The default language is now Deutsch.'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.stringMatching(/\/api\/admin\/languages\/?$/),
      body: { default_language: 'de' },
    });
    expect(select.value).toBe('de');
  });

  it('says why a save failed and keeps the saved default', async () => {
    server('en', { status: 403, body: { detail: 'Only the agency’s owners may change this.' } });
    const { container, select } = await render();
    await choose(select, 'fr');
    await until(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    expect(container.textContent).not.toContain('The default language is now');
    expect(select.value).toBe('en');
  });
});
