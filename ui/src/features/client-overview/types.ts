import { msg, t } from '@lingui/core/macro';
import type { Schemas } from '@/lib/types';

// Answer shapes come from the server's OpenAPI document (`make api-types`), so the build checks every field.
// Rates are fractions (0.035 is 3.5%); money comes in dollars and exact cents.

export type Platform = Schemas['SocialPlatform'];
export type SyncStatus = Schemas['SyncStatus'];
export type SyncResult = Schemas['SyncResult'];
/** GET /social-accounts/: the caller's accounts; disconnected ones stay listed with is_active false. */
export type SocialAccount = Schemas['SocialAccount'];
/**
 * GET /dashboard/client-stats/. Followers, reach and engagement change over 30 days (null without a
 * snapshot that old); posts count this calendar month against last month.
 */
export type ClientStats = Schemas['ClientStats'];
/** GET /oauth/{provider}/initiate/. */
export type OAuthStart = Schemas['Initiated'];
/** POST /social-accounts/{id}/sync/. */
export type AccountSyncAnswer = Schemas['SyncAnswer'];
/** POST /sync/manual/: every active account of the client. */
export type ManualSyncAnswer = Schemas['ManualSync'];
/** GET /performance/: one record per month, oldest first. */
export type PerformanceRecord = Schemas['MonthRecord'];

/** GET /oauth/providers/: one entry per platform, `{platform, status}`. */
export type OAuthProvider = Schemas['ProviderStatus'];
/** available, not_configured (no app id or secret in the agency's config) or coming_soon. */
export type ProviderAvailability = Schemas['ProviderAvailability'];

export type ContentPost = Schemas['ContentPost'];
export type ContentPage = Schemas['Paginated_ContentPost'];
export type ChatMessage = Schemas['ChatMessage'];
export type MessagePage = Schemas['Paginated_ChatMessage'];
export type Invoice = Schemas['Invoice'];
export type InvoicePage = Schemas['Paginated_Invoice'];

/* eslint-disable lingui/no-unlocalized-strings -- brand names read the same in every language */
export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
/* eslint-enable lingui/no-unlocalized-strings */

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
/** Message descriptors: render them with `t(OVERVIEW_TEXT.x)` from useLingui, in the reader's language. */
export const OVERVIEW_TEXT = {
  loadFailed: msg`Failed to load dashboard data`,
  disconnectFailed: msg`Failed to disconnect account`,
  syncFailed: msg`Failed to sync account`,
  sendFailed: msg`Failed to send message. Please try again.`,
  messageSent: msg`Message sent to your team.`,
  connecting: msg`Connecting...`,
  comingSoon: msg`Coming Soon`,
  notConfigured: msg`Your agency has not set up connections for this platform yet.`,
} as const;

/** In the reader's language at the time it is called (never at module level). */
export function connectFailedText(platform: Platform): string {
  const label = PLATFORM_LABELS[platform];
  return t`Failed to connect ${label} account`;
}
