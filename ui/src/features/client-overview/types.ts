import type { Schemas } from '@/lib/types';

// The [C5] answers, written by hand from the contract (notes/c5-contract.md) until schema.d.ts carries the
// new routes. Rates are fractions (0.035 is 3.5%); money comes in dollars and exact cents.

export type Platform = Schemas['SocialPlatform'];
export type SyncStatus = 'never' | 'ok' | 'failed' | 'reauthorization_needed';
export type SyncResult = 'ok' | 'failed' | 'reauthorization_needed';

/** GET /social-accounts/: the caller's accounts; disconnected ones stay listed with is_active false. */
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
  /** A sentence when the status is failed or reauthorization_needed. */
  sync_error: string | null;
  last_sync: string | null;
  next_sync: string | null;
  demo: boolean;
  created_at: string;
}

/** GET /dashboard/client-stats/. A `*_change` is null when there is no earlier period to compare. */
export interface ClientStats {
  total_followers: number;
  followers_change: number | null;
  /** Percent, one decimal. */
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
  /** 'YYYY-MM-DD'. */
  next_payment_date: string | null;
  next_payment_amount: number | null;
  next_payment_amount_cents: number | null;
  next_invoice_id: number | null;
}

export type ProviderStatus = 'available' | 'not_configured' | 'coming_soon';

/** GET /oauth/providers/. */
export interface OAuthProvider {
  platform: Platform;
  status: ProviderStatus;
}

/** GET /oauth/{provider}/initiate/. */
export interface OAuthStart {
  oauth_url: string;
  state: string;
  expires_in: number;
}

/** POST /social-accounts/{id}/sync/. */
export interface AccountSyncAnswer {
  account: SocialAccount;
  result: SyncResult;
  message: string;
}

/** POST /sync/manual/: every active account of the client. */
export interface ManualSyncAnswer {
  synced: number;
  failed: number;
  results: Array<{ id: number; platform: Platform; username: string; result: SyncResult; message: string }>;
}

/** GET /performance/: one record per month, oldest first. */
export interface PerformanceRecord {
  id: string;
  client: number;
  client_name: string;
  /** 'YYYY-MM'. */
  month: string;
  followers: number;
  engagement: number;
  reach: number;
  /** Percent against the previous month; null for the first month. */
  growth_rate: number | null;
}

export type ContentPost = Schemas['ContentPost'];
export type ContentPage = Schemas['Paginated_ContentPost'];
export type ChatMessage = Schemas['ChatMessage'];
export type MessagePage = Schemas['Paginated_ChatMessage'];
export type Invoice = Schemas['Invoice'];
export type InvoicePage = Schemas['Paginated_Invoice'];

export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** The Connect dialog's order (spec 001 section 2.4: Instagram, YouTube, TikTok coming soon). */
export const CONNECT_PLATFORMS: readonly Platform[] = ['instagram', 'youtube', 'tiktok'];

/** Spec 001 section 9. */
export const SYNC_RELOAD_MS = 2_000;
export const POPUP_POLL_MS = 1_000;
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const MESSAGES_POLL_MS = 30_000;
/** How long an OAuth start stays valid on the server (`expires_in`), so how long a late result is awaited. */
export const OAUTH_WAIT_MS = 10 * 60_000;
export const RECENT_CONTENT_SIZE = 5;
export const RECENT_MESSAGES_SIZE = 5;
export const PAYMENT_HISTORY_SIZE = 5;
export const PERFORMANCE_MONTHS = 6;
export const MESSAGE_MAX = 5000;

/** The spec's sentences (spec 001 sections 2.4 and 8), named once for the screen and its tests. */
export const OVERVIEW_TEXT = {
  loadFailed: 'Failed to load dashboard data',
  disconnectFailed: 'Failed to disconnect account',
  syncFailed: 'Failed to sync account',
  sendFailed: 'Failed to send message. Please try again.',
  messageSent: 'Message sent to your team.',
  connecting: 'Connecting...',
  comingSoon: 'Coming Soon',
  notConfigured: 'Your agency has not set up connections for this platform yet.',
} as const;

export function connectFailedText(platform: Platform): string {
  return `Failed to connect ${PLATFORM_LABELS[platform]} account`;
}
