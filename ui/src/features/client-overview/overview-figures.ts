import { msg, plural, t } from '@lingui/core/macro';
import { daysPast } from '@/lib/days';
import { dateFormat, formatDate, formatRelativeTime } from '@/lib/format';
import { growthText } from '@/lib/trends';
import type {
  ChatMessage,
  ManualSyncAnswer,
  OAuthProvider,
  PerformanceRecord,
  Platform,
  ProviderAvailability,
  SocialAccount,
} from './types';

// Pure wording of the overview's figures. The trends themselves are worded by `@/lib/trends` (shared with
// the performance screens) from the server's `*_change` fields; a null change shows no trend at all.

/** What each client-stats change compares (the fields' descriptions in the API document): message descriptors. */
export const AGAINST = {
  days30: msg({ message: 'in 30 days', comment: "After a change in a figure, e.g. '+320 in 30 days'" }),
  prior30: msg({
    message: 'vs previous 30 days',
    comment: "After a percent change, e.g. '+12.4% vs previous 30 days'",
  }),
  lastMonth: msg({ message: 'vs last month', comment: "After a change in a count, e.g. '+3 vs last month'" }),
} as const;

/** How the client's engagement compares with the industry average (both fractions). */
export function engagementVsIndustry(rate: number, industry: number): 'above' | 'below' | 'at' {
  const diff = Math.round((rate - industry) * 1000);
  return diff > 0 ? 'above' : diff < 0 ? 'below' : 'at';
}

export type PaymentState = { tone: 'overdue'; days: number } | { tone: 'today' } | { tone: 'upcoming'; days: number };

/** Where the next payment's day stands against today, by the browser's calendar. */
export function paymentState(day: string, today: Date = new Date()): PaymentState {
  const past = daysPast(day, today);
  if (past > 0) return { tone: 'overdue', days: past };
  if (past === 0) return { tone: 'today' };
  return { tone: 'upcoming', days: -past };
}

/** In the reader's language when called. */
export function paymentWhen(state: PaymentState): string {
  if (state.tone === 'today') return t`due today`;
  const days = state.days;
  return state.tone === 'overdue'
    ? t`${plural(days, { one: '# day overdue', other: '# days overdue' })}`
    : t`${plural(days, { one: 'in # day', other: 'in # days' })}`;
}

/** Active accounts first (by platform, then name), disconnected ones after. */
export function sortAccounts(accounts: readonly SocialAccount[]): SocialAccount[] {
  const order: Record<Platform, number> = { instagram: 0, youtube: 1, tiktok: 2 };
  return [...accounts].sort(
    (a, b) =>
      Number(b.is_active) - Number(a.is_active) ||
      (order[a.platform] ?? 9) - (order[b.platform] ?? 9) ||
      a.username.localeCompare(b.username),
  );
}

export function hasActiveAccount(accounts: readonly SocialAccount[]): boolean {
  return accounts.some((account) => account.is_active);
}

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

// 'Synced just now', 'Synced 2 hours ago', then 'Synced on Nov 10, 2026' after a week (formatRelativeTime's steps).
function syncedText(instant: string, now: Date): string {
  const at = new Date(instant).getTime();
  const diff = Math.max(0, now.getTime() - at);
  if (Number.isNaN(at)) return t`Synced`;
  if (diff < MINUTE) return t`Synced just now`;
  if (diff < WEEK) {
    const ago = formatRelativeTime(instant, now);
    return t({ message: `Synced ${ago}`, comment: "ago is a time in the past, e.g. '2 hours ago'" });
  }
  const day = formatDate(instant);
  return t`Synced on ${day}`;
}

export type SyncLine = { tone: 'ok' | 'pending' | 'failed' | 'reauth'; text: string };

/** What an account's sync status says under its name, in the reader's language when called. */
export function syncLine(account: SocialAccount, now: Date = new Date()): SyncLine {
  const error = account.sync_error;
  switch (account.sync_status) {
    case 'ok':
      return { tone: 'ok', text: account.last_sync ? syncedText(account.last_sync, now) : t`Synced` };
    case 'failed':
      return { tone: 'failed', text: error ? t`Sync failed: ${error}` : t`Sync failed` };
    case 'reauthorization_needed':
      return { tone: 'reauth', text: error ? t`Reauthorization needed: ${error}` : t`Reauthorization needed` };
    default:
      return { tone: 'pending', text: t`Not synced yet` };
  }
}

/** A provider's state for the Connect dialog; TikTok is 'Coming Soon' whatever a server says. */
export function providerStatus(
  providers: readonly OAuthProvider[] | undefined,
  platform: Platform,
): ProviderAvailability | 'unknown' {
  if (platform === 'tiktok') return 'coming_soon';
  return providers?.find((provider) => provider.platform === platform)?.status ?? 'unknown';
}

/** Page 1 of the messages is the newest, oldest first within the page: the newest is shown first here. */
export function newestFirst(messages: readonly ChatMessage[]): ChatMessage[] {
  return [...messages].sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id);
}

export interface MonthBar {
  month: string;
  label: string;
  followers: number;
  growth: string;
  growthTone: 'up' | 'down' | 'none';
  reach: number;
  /** 0 to 100: the followers against the largest month shown, for the bar's width. */
  width: number;
}

/** 'Nov 2026', in the reader's language (English stays en-US). */
export function formatMonth(month: string): string {
  const monthLabel = dateFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' });
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? monthLabel.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : month;
}

// The tone of the rate as shown: -0.04 reads '0%', which is no fall.
function barTone(rate: number | null): MonthBar['growthTone'] {
  if (rate === null || !Number.isFinite(rate)) return 'none';
  return Number(rate.toFixed(1)) < 0 ? 'down' : 'up';
}

/** The last `count` months, newest first, with bar widths; a month with no followers still gets a sliver. */
export function monthBars(records: readonly PerformanceRecord[], count: number): MonthBar[] {
  const shown = [...records].sort((a, b) => a.month.localeCompare(b.month)).slice(-count);
  const most = Math.max(0, ...shown.map((record) => record.followers));
  return shown.reverse().map((record) => ({
    month: record.month,
    label: formatMonth(record.month),
    followers: record.followers,
    growth: growthText(record.growth_rate),
    growthTone: barTone(record.growth_rate),
    reach: record.reach,
    width: most > 0 ? Math.max(2, Math.round((record.followers / most) * 100)) : 2,
  }));
}

/**
 * 'Synced 2 accounts.', or 'Synced 1 account, 1 failed. @maya: …' from POST /sync/manual/'s answer. An account
 * synced minutes ago is skipped by the server, which says when to try again; that is no failure.
 */
export function syncAllSummary(answer: ManualSyncAnswer): { ok: boolean; text: string } {
  const { synced, skipped, failed } = answer;
  const counts = [
    t`${plural(synced, { one: 'Synced # account', other: 'Synced # accounts' })}`,
    ...(skipped > 0 ? [t({ message: `${skipped} skipped`, comment: 'Accounts not synced this time' })] : []),
    ...(failed > 0 ? [t({ message: `${failed} failed`, comment: 'Accounts whose sync failed' })] : []),
  ].join(', ');
  const reasons = answer.results
    .filter((result) => result.result !== 'ok')
    .map((result) => `@${result.username}: ${result.message}`)
    .join(' ');
  return { ok: answer.failed === 0, text: `${counts}. ${reasons}`.trim() };
}
