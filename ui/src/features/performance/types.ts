import { allValues, type Schemas } from '@/lib/types';

// The figures API's shapes, generated from the server's OpenAPI document (schema.d.ts). Rates are fractions
// (0.035 is 3.5%); money comes in dollars and exact cents, and the screens use the cents.

export type Platform = Schemas['SocialPlatform'];
export type SyncStatus = Schemas['SyncStatus'];
/** GET /social-accounts/: disconnected accounts stay listed, inactive, with their history. */
export type SocialAccount = Schemas['SocialAccount'];
/** GET /metrics/realtime/: one per account, its newest snapshot. */
export type RealtimeMetric = Schemas['Realtime'];
/** GET /performance/: one per client and month, oldest month first. */
export type PerformanceRecord = Schemas['MonthRecord'];
/** GET /dashboard/client-stats/: changes over the last 30 days (posts: this calendar month). */
export type ClientStats = Schemas['ClientStats'];
/** GET /analytics/performance/ (admins). */
export type AdminPerformance = Schemas['AgencyAnalytics'];
export type TopClient = Schemas['TopClient'];
export type PlatformShare = Schemas['PlatformShare'];
export type RevenueMonth = Schemas['RevenueMonth'];
/** GET /analytics/client/{id}/ (admin, or that client). */
export type ClientAnalytics = Schemas['ClientAnalytics'];
/** GET /social-accounts/{id}/history/: the account, its daily snapshots and its published posts' figures. */
export type AccountHistory = Schemas['AccountHistory'];
export type Snapshot = Schemas['Snapshot'];
export type PostFigures = Schemas['PostFigures'];
/** POST /sync/manual/: what each active account's sync came to. */
export type ManualSyncResult = Schemas['ManualSync'];

export type Period = Schemas['AnalyticsPeriod'];
// eslint-disable-next-line lingui/no-unlocalized-strings -- API enum values
export const PERIODS = allValues<Period>()(['1month', '3months', '6months', '1year']);

export const PLATFORMS = allValues<Platform>()(['instagram', 'youtube', 'tiktok']);

/* eslint-disable lingui/no-unlocalized-strings -- brand names, the same in every language */
export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Chart colours per platform, close to each brand's own. */
/* eslint-disable lingui/no-unlocalized-strings -- colours */
export const PLATFORM_COLORS: Record<Platform, string> = {
  instagram: '#db2777',
  youtube: '#dc2626',
  tiktok: '#0f172a',
};
/* eslint-enable lingui/no-unlocalized-strings */
