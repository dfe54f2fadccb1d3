import { useLingui } from '@lingui/react';
import { act, memo } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { resetFirstVisit } from '@/lib/first-visit';
import { browserTimeZone } from '@/lib/i18n';
import { WithI18n } from '@/lib/i18n-test-provider';
import { currentTimeZone, setTimeZone } from '@/lib/time-zone';
import type { User } from '@/lib/types';
import { LanguageSync } from './language-sync';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = vi.hoisted(() => ({ patchApi: vi.fn(), getApi: vi.fn() }));
vi.mock('@/lib/typed-api', () => api);

const session = vi.hoisted(() => ({ user: null as unknown, updateUser: vi.fn() }));
vi.mock('@/lib/session', () => ({ useSession: () => session }));

const user = (fields: Partial<User>) => ({ id: 3, language: 'en', time_zone: 'UTC', ...fields }) as User;

/** Re-renders only when the i18n context does, as most screens do. */
const Day = memo(function Day() {
  useLingui();
  return <p>{formatDate('2026-03-01T23:30:00Z')}</p>;
});

let root: Root | null = null;
const container = document.createElement('div');

async function render(signedIn: User | null) {
  session.user = signedIn;
  root ??= createRoot(container);
  await act(async () =>
    root!.render(
      <WithI18n>
        <LanguageSync />
        <Day />
      </WithI18n>,
    ),
  );
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  setTimeZone(null);
  resetFirstVisit();
  session.updateUser.mockReset();
});

describe('LanguageSync', () => {
  it('shows the first dates already in the profile’s zone, and renders them again when it changes', async () => {
    await render(user({ time_zone: 'Asia/Tokyo' }));
    expect(currentTimeZone()).toBe('Asia/Tokyo');
    expect(container.textContent).toBe('Mar 2, 2026');
    await render(user({ time_zone: 'America/New_York' }));
    expect(container.textContent).toBe('Mar 1, 2026');
    await render(null);
    expect(currentTimeZone()).toBe(browserTimeZone());
  });

  it('stores the browser’s picks on a profile that has none, once and silently', async () => {
    const saved = user({ language: 'en', time_zone: browserTimeZone() });
    api.patchApi.mockResolvedValue(saved);
    await render(user({ language: null, time_zone: null }));
    expect(api.patchApi).toHaveBeenCalledExactlyOnceWith('/auth/me/', {
      body: { language: 'en', time_zone: browserTimeZone() },
    });
    expect(session.updateUser).toHaveBeenCalledWith(saved);
    await render(user({ language: null, time_zone: null, version: 2 }));
    expect(api.patchApi).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of a profile that has chosen', async () => {
    api.patchApi.mockClear();
    await render(user({ language: 'de', time_zone: 'Europe/Berlin' }));
    expect(api.patchApi).not.toHaveBeenCalled();
  });
});
