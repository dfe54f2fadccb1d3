import { lastMonths, PERIOD_MONTHS, type GrowthRange } from './figures';
import type { Platform, PerformanceRecord, RealtimeMetric, SocialAccount } from './types';

// The client screen's choices over what the API answered, kept pure so they are tested.

/** Months of records the client screen asks for once; the growth range picks from them. */
export const CLIENT_MONTHS = 12;
/** Spec 001 section 9: the overview's growth summary covers 6 months, real-time lists at most 5. */
export const SUMMARY_MONTHS = 6;
export const REALTIME_MAX = 5;

export function growthRecords(records: readonly PerformanceRecord[], range: GrowthRange): PerformanceRecord[] {
  return lastMonths(records, PERIOD_MONTHS[range]);
}

export type PlatformState =
  { state: 'connected'; accounts: SocialAccount[] } | { state: 'not_connected' } | { state: 'coming_soon' };

/**
 * Connected when the platform has an active account. TikTok cannot be connected yet ('Coming Soon', spec
 * 001 section 1); an account the agency linked some other way still shows as connected.
 */
export function platformState(accounts: readonly SocialAccount[], platform: Platform): PlatformState {
  const active = accounts.filter((account) => account.platform === platform && account.is_active);
  if (active.length > 0) return { state: 'connected', accounts: active };
  return platform === 'tiktok' ? { state: 'coming_soon' } : { state: 'not_connected' };
}

/** Active accounts first, then by followers: the engagement cards' order. */
export function accountsForCards(accounts: readonly SocialAccount[]): SocialAccount[] {
  return [...accounts].sort(
    (a, b) => Number(b.is_active) - Number(a.is_active) || b.followers_count - a.followers_count,
  );
}

export function latestUpdates(metrics: readonly RealtimeMetric[]): RealtimeMetric[] {
  const time = (metric: RealtimeMetric) => new Date(metric.last_updated).getTime() || 0;
  return [...metrics].sort((a, b) => time(b) - time(a)).slice(0, REALTIME_MAX);
}

/** Engagement against the reference, in points: 0.041 vs 0.035 -> 0.6 (above). */
export function againstIndustry(engagement: number, industry: number): { points: number; above: boolean } {
  const points = Number(((engagement - industry) * 100).toFixed(1));
  return { points: Math.abs(points), above: points >= 0 };
}
