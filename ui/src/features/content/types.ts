import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { allValues, type Schemas } from '@/lib/types';

// Answer shapes come from the server's OpenAPI document (`make api-types`), so the build checks every field.

export type ContentStatus = Schemas['ContentStatus'];
export type SocialPlatform = Schemas['SocialPlatform'];
/** image_url and thumbnail_url are signed and expiring: always take them from the latest answer. */
export type ContentImage = Schemas['ContentImage'];
export type ContentPost = Schemas['ContentPost'];
export type ContentStats = Schemas['ContentStats'];
export type ContentComment = Schemas['ContentComment'];
export type ContentChange = Schemas['ContentChange'];
export type ContentAction = Schemas['ContentAction'];
export type ContentHistoryEntry = Schemas['ContentHistoryEntry'];
export type ContentPage = Schemas['Paginated_ContentPost'];

export const CONTENT_STATUSES = allValues<ContentStatus>()(['draft', 'pending-approval', 'approved', 'posted']);
export const SOCIAL_PLATFORMS = allValues<SocialPlatform>()(['instagram', 'tiktok', 'youtube']);

export const CONTENT_STATUS_LABELS: Record<ContentStatus, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'post status' }),
  'pending-approval': msg`Pending Approval`,
  approved: msg({ message: 'Approved', context: 'post status' }),
  posted: msg({ message: 'Posted', context: 'post status' }),
};

/* eslint-disable lingui/no-unlocalized-strings -- brand names, the same in every language */
export const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The list's filters; 'all' means no filter. Dates are 'YYYY-MM-DD', inclusive, on scheduled_date. */
export interface ContentFilters {
  search: string;
  status: string;
  platform: string;
  client: string;
  date_from?: string;
  date_to?: string;
  /** 'overdue': only posts waiting for approval past their deadline (a search then matches their words). */
  approval?: string;
}

export const NO_CONTENT_FILTERS: ContentFilters = { search: '', status: 'all', platform: 'all', client: 'all' };

/**
 * What a create form sends to POST /content/ (multipart). An admin names the client; a client's `client`
 * is ignored by the server, so its form leaves it out. `scheduled_date` is RFC 3339 (send
 * `new Date(local).toISOString()`).
 */
export type ContentCreateInput = Omit<
  Schemas['ContentCreate'],
  'delete_old_images' | 'delete_image_ids' | 'version' | 'tags' | 'privacy'
> & {
  images?: File[];
  /** YouTube only; a form sends them as one comma-separated text. */
  tags?: string[];
  privacy?: Privacy;
};

/** YouTube: who may watch the video. */
export type Privacy = Schemas['Privacy'];
export const PRIVACY_LABELS: Record<Privacy, MessageDescriptor> = {
  public: msg({ message: 'Public', context: 'video privacy' }),
  unlisted: msg({ message: 'Unlisted', context: 'video privacy' }),
  private: msg({ message: 'Private', context: 'video privacy' }),
};

/**
 * A PATCH: only the changed fields, and `version` as loaded so a stale edit is refused (409). Sent as JSON
 * unless it carries new image files, which need multipart.
 */
export type ContentChanges = Pick<
  Schemas['ContentBody'],
  | 'version'
  | 'title'
  | 'content'
  | 'scheduled_date'
  | 'admin_message'
  | 'platform'
  | 'delete_old_images'
  | 'delete_image_ids'
> & { id: number; images?: File[]; tags?: string[]; privacy?: Privacy };

/** What the Mark as Posted dialog sends: every count, already a number. */
export type MarkPostedInput = Required<{ [K in keyof Schemas['PostedBody']]: NonNullable<Schemas['PostedBody'][K]> }>;

/** Spec 000 section 9 and the contract's image limits. */
export const CONTENT_PREVIEW_CHARS = 100;
export const OVERVIEW_PREVIEW_CHARS = 200;
export const BULK_DELETE_LIST_MAX = 50;
export const PENDING_PANEL_SIZE = 3;
export const MAX_POST_IMAGES = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Videos (MP4, MOV) up to the server's `[limits] video_bytes`, 1 GB by default. */
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;
export const MAX_VIDEO_BYTES = 1024 * 1024 * 1024;
export const FEEDBACK_MAX = 2000;
export const COMMENT_MAX = 2000;
