// The figures API's shapes, written by hand from the [C5] contract (notes/c5-contract.md, "Figures") until
// schema.d.ts is regenerated with the new routes. Rates are fractions (0.035 is 3.5%); money is cents.

export type Platform = 'instagram' | 'youtube' | 'tiktok';
export type SyncStatus = 'never' | 'ok' | 'failed' | 'reauthorization_needed';

/** GET /social-accounts/ (admins may pass ?client=ID). Disconnected accounts stay listed, inactive. */
export interface SocialAccount {
  id: number;
  client: number;
  client_name: string;
  platform: Platform;
  username: string;
  followers_count: number;
  following_count: number;
  posts_count: number;
  engagement_rate: number;
  reach: number;
  views: number;
  is_active: boolean;
  sync_status: SyncStatus;
  sync_error: string | null;
  last_sync: string | null;
  next_sync: string | null;
  demo: boolean;
  created_at: string;
}

/** GET /metrics/realtime/: one per account, newest update first. */
export interface RealtimeMetric {
  account: { id: number; platform: Platform; username: string };
  followers_count: number;
  engagement_rate: number;
  reach: number;
  /** Followers against the previous day's snapshot; may be negative. */
  daily_growth: number;
  last_updated: string;
}

/** GET /performance/: one per client and month, oldest month first. */
export interface PerformanceRecord {
  id: string;
  client: number;
  client_name: string;
  /** 'YYYY-MM'. */
  month: string;
  followers: number;
  /** Average over the month's snapshots. */
  engagement: number;
  /** Sum over the month. */
  reach: number;
  /** Percent against the previous month's followers, one decimal; null for the first month. */
  growth_rate: number | null;
}

/** GET /dashboard/client-stats/ (client users). A `*_change` is null with no earlier period to compare. */
export interface ClientStats {
  total_followers: number;
  followers_change: number | null;
  growth_rate: number | null;
  reach: number;
  reach_change_pct: number | null;
  posts_this_month: number;
  posts_change: number | null;
  engagement_rate: number;
  /** In fraction points: 0.003 is +0.3 percentage points. */
  engagement_change: number | null;
  industry_average_engagement: number;
  connected_accounts: number;
  next_payment_date: string | null;
  next_payment_amount: number | null;
  next_payment_amount_cents: number | null;
  next_invoice_id: number | null;
}

export const PERIODS = ['1month', '3months', '6months', '1year'] as const;
export type Period = (typeof PERIODS)[number];

/** GET /analytics/performance/ (admins). */
export interface AdminPerformance {
  period: Period;
  total_followers: number;
  followers_change_pct: number | null;
  avg_engagement: number;
  engagement_change: number | null;
  total_reach: number;
  reach_change_pct: number | null;
  daily_growth: number;
  agency_growth: { clients_now: number; clients_before: number; change_pct: number | null };
  task_performance: { completed: number; total: number; completion_rate: number };
  top_clients: TopClient[];
  series: SeriesPoint[];
  platforms: PlatformShare[];
  revenue: RevenueMonth[];
  benchmarks: { industry_average_engagement: number; agency_engagement: number };
}

export interface TopClient {
  client: number;
  client_name: string;
  followers: number;
  engagement_rate: number;
  growth_rate: number | null;
}

export interface SeriesPoint {
  month: string;
  followers: number;
  reach: number;
  engagement: number;
}

export interface PlatformShare {
  platform: Platform;
  accounts: number;
  followers: number;
  /** A fraction of all followers. */
  share: number;
}

export interface RevenueMonth {
  month: string;
  paid: number;
  paid_cents: number;
}

/** GET /analytics/client/{id}/ (admin, or that client). */
export interface ClientAnalytics {
  client: number;
  client_name: string;
  accounts: SocialAccount[];
  months: PerformanceRecord[];
  realtime: RealtimeMetric[];
}

/** POST /sync/manual/: what each active account's sync came to. */
export interface ManualSyncResult {
  synced: number;
  failed: number;
  results: Array<{
    id: number;
    platform: Platform;
    username: string;
    result: 'ok' | 'failed' | 'reauthorization_needed';
    message: string;
  }>;
}

export const PLATFORMS: readonly Platform[] = ['instagram', 'youtube', 'tiktok'];

export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** Chart colours per platform, close to each brand's own. */
export const PLATFORM_COLORS: Record<Platform, string> = {
  instagram: '#db2777',
  youtube: '#dc2626',
  tiktok: '#0f172a',
};
