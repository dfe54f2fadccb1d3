import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Spinner } from '@/components/spinner';
import { i18n as global } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { may } from '@/lib/seat';
import { isMember } from '@/lib/staff-role';
import { isAdmin, welcomeWord, type User } from '@/lib/types';

// The dashboard before its code and data are in: the shell's frame (sidebar band, header) and, on the
// overview, the welcome banner, laid out exactly as the shell and the overviews lay them out. The server
// sends it as /dashboard's HTML (prerendered without a user; fillDashboardFrame completes it from the
// stored session before the first paint), and the app renders it while the stored session is checked, so
// the dashboard paints its largest text at once and keeps it as the rest arrives.

export const FRAME_TEXT = {
  admin: msg`Here is where your agency stands today.`,
  client: msg`Here is what is happening with your accounts and content.`,
} as const;

/** 'Welcome back, {first name, else name, else Admin or there}!' as the overviews greet (spec 000 section 2). */
export function frameGreetingName(user: Pick<User, 'first_name' | 'name' | 'role'>): string {
  return (
    user.first_name?.trim() ||
    user.name?.trim() ||
    (isAdmin(user)
      ? global._(msg({ message: 'Admin', comment: 'Greets an admin without a name: "Welcome back, Admin!"' }))
      : global._(msg({ message: 'there', comment: 'Greets a client without a name: "Welcome back, there!"' })))
  );
}

/** Whether the hash opens the overview, the section the banner belongs to. */
export function opensOverview(hash: string): boolean {
  const id = hash.replace(/^#/, '').split('?')[0]?.toLowerCase() ?? '';
  return id === '' || id === 'overview';
}

/**
 * With a user, the frame as the app renders it; without one, the server's version, whose banner is hidden
 * with empty slots (data-frame) that the inline script fills from the stored session.
 */
export function DashboardFrame(props: { user?: User; hash?: string }) {
  // The server renders the frame on its own, outside the app's provider (prerender.tsx): it brings its own.
  return (
    <I18nProvider i18n={global}>
      <Frame {...props} />
    </I18nProvider>
  );
}

function Frame({ user, hash = '' }: { user?: User; hash?: string }) {
  // A seat that reads no content (billing) lands on Billing, and an agency member on Content, so their
  // frames have no overview banner.
  const { t, i18n } = useLingui();
  const overview = opensOverview(hash) && (!user || (may(user, 'content') && !isMember(user)));
  const role = user ? (isAdmin(user) ? 'admin' : 'client') : null;
  const name = user ? frameGreetingName(user) : '';
  const welcome = user ? welcomeWord(user) : '';
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex" data-frame="dashboard">
      <div className="hidden w-64 shrink-0 bg-slate-900 lg:block">
        <div className="sticky top-0 h-dvh">
          <div className="flex h-16 items-center justify-between px-5">
            <Link to={paths.dashboard} aria-label={t`Atrium dashboard`}>
              <Logo inverted />
            </Link>
          </div>
        </div>
      </div>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
          <span className="-ms-1 rounded-lg p-2 text-slate-600 lg:hidden" aria-hidden="true">
            <Menu className="size-5" />
          </span>
          <h1 className="flex-1 truncate text-lg font-semibold text-slate-900" data-frame="title">
            {user && overview ? t`Overview` : ''}
          </h1>
        </header>
        <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <div className="space-y-6">
            <div
              className="rounded-2xl bg-gradient-to-r from-brand-600 to-brand-700 px-6 py-6 text-white shadow-sm sm:px-8"
              data-frame="banner"
              hidden={!user || !overview}
            >
              <div className="min-w-0">
                <h2
                  className="line-clamp-2 text-2xl font-bold tracking-tight wrap-anywhere"
                  title={name}
                  data-frame="greeting"
                >
                  <Trans>
                    <span data-frame="welcome">{welcome}</span>, <bdi data-frame="name">{name}</bdi>!
                  </Trans>
                </h2>
                <p className="mt-1 text-brand-100" data-frame="admin" hidden={role !== 'admin'}>
                  {i18n._(FRAME_TEXT.admin)}
                </p>
                <p className="mt-1 text-brand-100" data-frame="client" hidden={role !== 'client'}>
                  {i18n._(FRAME_TEXT.client)}
                </p>
              </div>
            </div>
            {/* The session is being restored: 'Loading...' as spec 000 section 2 words it. */}
            <div className="flex flex-col items-center gap-3 py-16 text-slate-500" role="status">
              <Spinner className="size-8 text-brand-600" />
              <p className="text-sm font-medium">
                <Trans>Loading...</Trans>
              </p>
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}

/**
 * Completes the server's frame from the stored session before the first paint. The server inlines this
 * function's source as a script (CSP-allowed by its hash), so it uses nothing from outside itself and
 * repeats frameGreetingName, opensOverview and welcomeWord (the tests hold the two versions together).
 * The server's frame is English, and so are the words it fills in: a reader in another language (picked as
 * lib/i18n's pickLocale picks it) keeps the frame unfilled, and the app draws it in that language.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the English frame's words, filled in before any catalog loads */
export function fillDashboardFrame(): void {
  const frame = document.querySelector('[data-frame="dashboard"]');
  if (!frame) return;
  let user: {
    role?: unknown;
    seat?: unknown;
    staff_role?: unknown;
    first_name?: unknown;
    name?: unknown;
    previous_login_at?: unknown;
  } | null = null;
  try {
    if (localStorage.getItem('auth_token')) user = JSON.parse(localStorage.getItem('user') ?? 'null');
  } catch {
    user = null;
  }
  if (!user || typeof user !== 'object') return;
  const base = (tag: string | null | undefined) => (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  const languages = ['en', 'de', 'es', 'fr', 'sq', 'ar'];
  let language = base(new URLSearchParams(location.search).get('lang'));
  if (!languages.includes(language)) {
    try {
      language = base(localStorage.getItem('atrium.locale'));
    } catch {
      language = '';
    }
  }
  if (!languages.includes(language)) {
    const offered = languages.filter((code) => code !== 'ar');
    language = (navigator.languages ?? [navigator.language]).map(base).find((code) => offered.includes(code)) ?? 'en';
  }
  if (language !== 'en') return;
  const id = (location.hash.replace(/^#/, '').split('?')[0] ?? '').toLowerCase();
  if (id !== '' && id !== 'overview') return;
  // The one seat without content (lib/seat) opens on Billing, not the overview.
  if (user.role !== 'admin' && user.seat === 'billing') return;
  // Nor does an agency member (lib/staff-role), whose dashboard opens on Content.
  if (user.role === 'admin' && user.staff_role === 'member') return;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const admin = user.role === 'admin';
  const name = text(user.first_name) || text(user.name) || (admin ? 'Admin' : 'there');
  const part = (key: string) => frame.querySelector<HTMLElement>(`[data-frame="${key}"]`);
  const slots = [part('title'), part('welcome'), part('name'), part('greeting'), part('banner')];
  const subtitle = part(admin ? 'admin' : 'client');
  const [title, welcome, named, greeting, banner] = slots;
  if (!title || !welcome || !named || !greeting || !banner || !subtitle) return;
  title.textContent = 'Overview';
  welcome.textContent = user.previous_login_at === null ? 'Welcome' : 'Welcome back';
  named.textContent = name;
  greeting.title = name;
  subtitle.hidden = false;
  banner.hidden = false;
}
/* eslint-enable lingui/no-unlocalized-strings */
