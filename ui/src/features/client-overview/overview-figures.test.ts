import { describe, expect, it } from 'vitest';
import {
  engagementVsIndustry,
  monthBars,
  newestFirst,
  paymentState,
  paymentWhen,
  providerStatus,
  sortAccounts,
  syncAllSummary,
  syncLine,
} from './overview-figures';
import type { ChatMessage, PerformanceRecord, SocialAccount } from './types';

function account(fields: Partial<SocialAccount>): SocialAccount {
  return {
    id: 1,
    client: 2,
    client_name: 'Maya Chen',
    platform: 'instagram',
    username: 'maya.makes',
    followers_count: 12450,
    following_count: 310,
    posts_count: 214,
    engagement_rate: 0.046,
    reach: 8200,
    views: 0,
    is_active: true,
    sync_status: 'ok',
    sync_error: null,
    last_sync: '2026-11-24T01:00:00Z',
    next_sync: null,
    demo: false,
    created_at: '2026-01-01T00:00:00Z',
    can_publish: true,
    needs_reconnect: false,
    publish_quota_used: null,
    publish_quota_total: null,
    ...fields,
  };
}

describe('engagement', () => {
  it('compares engagement with the industry average to a tenth of a point', () => {
    expect(engagementVsIndustry(0.041, 0.035)).toBe('above');
    expect(engagementVsIndustry(0.02, 0.035)).toBe('below');
    expect(engagementVsIndustry(0.0352, 0.035)).toBe('at');
  });
});

describe('next payment', () => {
  const today = new Date(2026, 10, 24, 15, 0);
  it('is upcoming, due today or overdue by the local calendar', () => {
    expect(paymentState('2026-12-05', today)).toEqual({ tone: 'upcoming', days: 11 });
    expect(paymentState('2026-11-24', today)).toEqual({ tone: 'today' });
    expect(paymentState('2026-11-23', today)).toEqual({ tone: 'overdue', days: 1 });
    expect(paymentWhen({ tone: 'upcoming', days: 1 })).toBe('in 1 day');
    expect(paymentWhen({ tone: 'overdue', days: 3 })).toBe('3 days overdue');
    expect(paymentWhen({ tone: 'today' })).toBe('due today');
  });
});

describe('accounts', () => {
  it('lists active accounts first, by platform then name', () => {
    const sorted = sortAccounts([
      account({ id: 1, platform: 'youtube', username: 'b' }),
      account({ id: 2, is_active: false, username: 'a' }),
      account({ id: 3, platform: 'instagram', username: 'z' }),
      account({ id: 4, platform: 'instagram', username: 'c' }),
    ]);
    expect(sorted.map((a) => a.id)).toEqual([4, 3, 1, 2]);
  });

  it('words every sync status, with the server reason', () => {
    const now = new Date('2026-11-24T03:00:00Z');
    expect(syncLine(account({}), now)).toEqual({ tone: 'ok', text: 'Synced 2 hours ago' });
    expect(syncLine(account({ last_sync: '2026-11-24T02:59:30Z' }), now).text).toBe('Synced just now');
    expect(syncLine(account({ sync_status: 'failed', sync_error: 'Rate limited' }), now)).toEqual({
      tone: 'failed',
      text: 'Sync failed: Rate limited',
    });
    expect(syncLine(account({ sync_status: 'reauthorization_needed', sync_error: 'Token revoked' }), now)).toEqual({
      tone: 'reauth',
      text: 'Reauthorization needed: Token revoked',
    });
    expect(syncLine(account({ sync_status: 'never', last_sync: null }), now)).toEqual({
      tone: 'pending',
      text: 'Not synced yet',
    });
  });

  it('reads each provider, TikTok always coming soon', () => {
    const providers = [
      { platform: 'instagram' as const, status: 'available' as const },
      { platform: 'youtube' as const, status: 'not_configured' as const },
      { platform: 'tiktok' as const, status: 'available' as const },
    ];
    expect(providerStatus(providers, 'instagram')).toBe('available');
    expect(providerStatus(providers, 'youtube')).toBe('not_configured');
    expect(providerStatus(providers, 'tiktok')).toBe('coming_soon');
    expect(providerStatus(undefined, 'youtube')).toBe('unknown');
  });
});

describe('lists', () => {
  it('puts the newest message first', () => {
    const at = (id: number, timestamp: string) => ({ id, timestamp }) as ChatMessage;
    const sorted = newestFirst([
      at(1, '2026-11-01T10:00:00Z'),
      at(3, '2026-11-02T10:00:00Z'),
      at(2, '2026-11-02T10:00:00Z'),
    ]);
    expect(sorted.map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('keeps the last months, newest first, with bars against the largest', () => {
    const month = (m: string, followers: number, growth: number | null = null) =>
      ({
        id: m,
        client: 2,
        client_name: 'Maya',
        month: m,
        followers,
        engagement: 0.04,
        reach: 100,
        growth_rate: growth,
      }) as PerformanceRecord;
    const bars = monthBars([month('2026-10', 500, 2.5), month('2026-08', 0), month('2026-09', 1000, null)], 2);
    expect(bars).toEqual([
      { month: '2026-10', label: 'Oct 2026', followers: 500, growth: '+2.5%', growthTone: 'up', reach: 100, width: 50 },
      { month: '2026-09', label: 'Sep 2026', followers: 1000, growth: '—', growthTone: 'none', reach: 100, width: 100 },
    ]);
    expect(monthBars([month('2026-10', 0)], 6)[0]!.width).toBe(2);
  });
});

describe('sync all', () => {
  it('counts the accounts synced and gives each failure its reason', () => {
    expect(syncAllSummary({ synced: 2, failed: 0, skipped: 0, results: [] })).toEqual({
      ok: true,
      text: 'Synced 2 accounts.',
    });
    expect(
      syncAllSummary({
        synced: 1,
        failed: 1,
        skipped: 0,
        results: [
          { id: 1, platform: 'instagram', username: 'maya', result: 'ok', message: 'Synced' },
          { id: 2, platform: 'youtube', username: 'maya.tv', result: 'failed', message: 'Quota exceeded.' },
        ],
      }),
    ).toEqual({ ok: false, text: 'Synced 1 account, 1 failed. @maya.tv: Quota exceeded.' });
  });

  it('says an account synced minutes ago was skipped, and when to try again, without calling it a failure', () => {
    const wait = 'This account was synced less than 5 minutes ago. Try again in 4 minutes.';
    expect(
      syncAllSummary({
        synced: 0,
        failed: 0,
        skipped: 1,
        results: [{ id: 1, platform: 'instagram', username: 'maya', result: 'skipped', message: wait }],
      }),
    ).toEqual({ ok: true, text: `Synced 0 accounts, 1 skipped. @maya: ${wait}` });
  });
});
