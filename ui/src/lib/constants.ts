import { allValues, type Schemas } from './types';

// Business constants from spec 000 section 9 and spec 001 section 9, named once.

export const STORAGE_KEYS = { token: 'auth_token', user: 'user' } as const;
export const AUTH_SCHEME = 'Token';
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

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  content_approved: 'Content approved',
  task_assigned: 'Task assigned',
  payment_due: 'Payment due',
  message_received: 'Message received',
  performance_update: 'Performance update',
  other: 'Other',
};

export const MESSAGES = {
  authFailed: 'Authentication failed',
  accessDeniedAdmin: 'Access Denied - You need admin privileges to access this page.',
} as const;
