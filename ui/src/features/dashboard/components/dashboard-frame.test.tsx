import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@/lib/types';
import { DashboardFrame, fillDashboardFrame } from './dashboard-frame';

function user(overrides: Partial<User>): User {
  return {
    id: 1,
    email: 'maya@atrium.test',
    name: 'Maya Lopez',
    first_name: 'Maya',
    last_name: 'Lopez',
    role: 'admin',
    previous_login_at: '2026-11-20T10:00:00Z',
    ...overrides,
  } as User;
}

/** The frame as the server sends it, completed by the inline script from what is stored. */
function serverFrame(stored: User | null, hash = ''): HTMLElement {
  localStorage.clear();
  if (stored) {
    localStorage.setItem('auth_token', 'token');
    localStorage.setItem('user', JSON.stringify(stored));
  }
  window.location.hash = hash;
  document.body.innerHTML = renderToString(
    <MemoryRouter>
      <DashboardFrame />
    </MemoryRouter>,
  );
  fillDashboardFrame();
  return document.body;
}

/** The frame as the app renders it for the same user. */
function appFrame(of: User, hash = ''): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = renderToString(
    <MemoryRouter>
      <DashboardFrame user={of} hash={hash} />
    </MemoryRouter>,
  );
  return box;
}

/** What a visitor sees: the visible texts of the header and the banner. */
function seen(root: HTMLElement): string[] {
  const visible = (el: Element | null) => el !== null && !el.closest('[hidden]');
  return ['title', 'greeting', 'admin', 'client']
    .map((key) => root.querySelector(`[data-frame="${key}"]`))
    .filter(visible)
    .map((el) => el!.textContent ?? '');
}

afterEach(() => {
  localStorage.clear();
  window.location.hash = '';
});

describe('the dashboard frame', () => {
  const cases: Array<[string, User]> = [
    ['an admin with a first name', user({})],
    [
      'a client seen for the first time, with a name only',
      user({ role: 'client', first_name: '  ', previous_login_at: null }),
    ],
    ['an admin with no name at all', user({ first_name: '', name: '' })],
    ['a client with no name at all', user({ role: 'client', first_name: '', name: '' })],
  ];

  it('shows a billing member no overview banner: its dashboard opens on Billing', () => {
    const billing = user({ role: 'client', seat: 'billing' });
    expect(seen(serverFrame(billing))).toEqual(seen(appFrame(billing)));
    expect(seen(serverFrame(billing))).toEqual(['']);
    expect(seen(serverFrame(user({ role: 'client', seat: 'viewer' }))).length).toBe(3);
  });

  it('shows an agency member no overview banner: its dashboard opens on Content', () => {
    const member = user({ role: 'admin', staff_role: 'member' });
    expect(seen(serverFrame(member))).toEqual(seen(appFrame(member)));
    expect(seen(serverFrame(member))).toEqual(['']);
    expect(seen(serverFrame(user({ role: 'admin', staff_role: 'manager' }))).length).toBe(3);
  });

  it.each(cases)('the server frame completed for %s shows what the app renders', (_, stored) => {
    expect(seen(serverFrame(stored))).toEqual(seen(appFrame(stored)));
    expect(seen(serverFrame(stored)).length).toBe(3);
  });

  it('greets an admin by first name with the agency subtitle', () => {
    expect(seen(serverFrame(user({})))).toEqual([
      'Overview',
      'Welcome back, Maya!',
      'Here is where your agency stands today.',
    ]);
  });

  it('leaves the banner hidden on another section and without a stored session', () => {
    expect(seen(serverFrame(user({}), '#tasks'))).toEqual(['']);
    expect(seen(serverFrame(null))).toEqual(['']);
    expect(seen(appFrame(user({}), '#tasks'))).toEqual(['']);
  });
});
