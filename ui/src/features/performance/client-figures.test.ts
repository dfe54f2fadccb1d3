import { describe, expect, it } from 'vitest';
import { accountsForCards, againstIndustry, growthRecords, latestUpdates, platformState } from './client-figures';
import type { PerformanceRecord, RealtimeMetric, SocialAccount } from './types';

const account = (
  id: number,
  platform: SocialAccount['platform'],
  is_active: boolean,
  followers = 10,
): SocialAccount => ({
  id,
  client: 1,
  client_name: 'Maya',
  platform,
  username: `user${id}`,
  followers_count: followers,
  following_count: 0,
  posts_count: 0,
  engagement_rate: 0.04,
  reach: 0,
  views: 0,
  is_active,
  sync_status: 'ok',
  sync_error: null,
  last_sync: null,
  next_sync: null,
  demo: false,
  created_at: '2026-01-01T00:00:00Z',
  can_publish: is_active,
  needs_reconnect: false,
  publish_quota_used: null,
  publish_quota_total: null,
});

const month = (m: number): PerformanceRecord => ({
  id: `1-2026-${m}`,
  client: 1,
  client_name: 'Maya',
  month: `2026-${String(m).padStart(2, '0')}`,
  followers: m,
  engagement: 0.04,
  reach: 1,
  growth_rate: null,
});

const metric = (id: number, last_updated: string): RealtimeMetric => ({
  account: { id, platform: 'instagram', username: `u${id}` },
  client: 1,
  followers_count: 1,
  engagement_rate: 0.01,
  reach: 1,
  daily_growth: 0,
  last_updated,
});

describe('client performance choices', () => {
  it('takes the growth range from the newest months', () => {
    const year = Array.from({ length: 12 }, (_, i) => month(i + 1));
    expect(growthRecords(year, '3months').map((row) => row.followers)).toEqual([10, 11, 12]);
    expect(growthRecords(year, '1year')).toHaveLength(12);
    expect(growthRecords(year.slice(0, 2), '6months')).toHaveLength(2);
  });

  it('calls a platform connected only with an active account; TikTok is coming soon', () => {
    const accounts = [account(1, 'instagram', true), account(2, 'youtube', false)];
    expect(platformState(accounts, 'instagram').state).toBe('connected');
    expect(platformState(accounts, 'youtube').state).toBe('not_connected');
    expect(platformState(accounts, 'tiktok').state).toBe('coming_soon');
    expect(platformState([account(3, 'tiktok', true)], 'tiktok').state).toBe('connected');
  });

  it('lists active accounts first, then the largest', () => {
    const order = accountsForCards([
      account(1, 'instagram', false, 900),
      account(2, 'youtube', true, 5),
      account(3, 'instagram', true, 50),
    ]);
    expect(order.map((entry) => entry.id)).toEqual([3, 2, 1]);
  });

  it('keeps the five newest real-time updates', () => {
    const metrics = Array.from({ length: 7 }, (_, i) => metric(i, `2026-11-2${i}T00:00:00Z`));
    expect(latestUpdates(metrics).map((entry) => entry.account.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('compares engagement with the industry reference in points', () => {
    expect(againstIndustry(0.041, 0.035)).toEqual({ points: 0.6, above: true });
    expect(againstIndustry(0.02, 0.035)).toEqual({ points: 1.5, above: false });
  });
});
