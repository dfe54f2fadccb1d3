import { msg } from '@lingui/core/macro';
import { translated } from './i18n-labels';
import { allValues, type Schemas } from './types';

// Business constants from spec 000 section 9 and spec 001 section 9, named once.

export const STORAGE_KEYS = { token: 'auth_token', user: 'user' } as const;
// eslint-disable-next-line lingui/no-unlocalized-strings -- the Authorization header's scheme
export const AUTH_SCHEME = 'Token';
// eslint-disable-next-line lingui/no-unlocalized-strings -- a path
export const API_BASE = '/api';

export const NOTIFICATION_POLL_MS = 30_000;
export const SUCCESS_MESSAGE_MS = 3_000;
export const RESEND_COOLDOWN_S = 60;
export const PAGING_MAX_PAGES = 10;

export const BELL_MAX_ITEMS = 10;
export const BADGE_CAP = 9;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const BIO_MAX = 500;
export const PASSWORD_MIN = 8;
export const VERIFICATION_CODE_LENGTH = 6;

export const IBAN_MAX = 34;
export const SWIFT_MAX = 11;
export const ADDITIONAL_INFO_MAX = 500;
// The phrase is typed to confirm and compared as it is, so it stays the same in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings -- compared with what is typed, not prose
export const DELETE_PHRASE = 'DELETE MY ACCOUNT';

export type NotificationType = Schemas['NotificationType'];
export const NOTIFICATION_TYPES = allValues<NotificationType>()([
  'content_approved',
  'task_assigned',
  'payment_due',
  'message_received',
  'performance_update',
  'other',
]);

export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = translated({
  content_approved: msg`Content approved`,
  task_assigned: msg`Task assigned`,
  payment_due: msg`Payment due`,
  message_received: msg`Message received`,
  performance_update: msg`Performance update`,
  other: msg({ message: 'Other', context: 'a kind of notification' }),
});

export const MESSAGES = translated({
  authFailed: msg`Authentication failed`,
  accessDeniedAdmin: msg`Access Denied - You need admin privileges to access this page.`,
});
