import { msg, t } from '@lingui/core/macro';
import { PLATFORM_LABELS, type Platform } from './types';

// The end of a connect: the server sends the popup to '/dashboard#overview?oauth_success={platform}&username=…'
// or '…?oauth_error={code}' (contract, "Providers and OAuth"). Everything here is pure so it is tested alone.

/** Spec 001 section 8, word for word; a code this build does not know reads as 'unknown'. */
export const OAUTH_ERROR_TEXT = {
  denied: msg`You denied the authorization request`,
  missing_params: msg`Missing required parameters`,
  invalid_state: msg`Security validation failed. Please try again`,
  session_expired: msg`Your session expired. Please try again`,
  no_token: msg`Failed to obtain access token`,
  api_failed: msg`Failed to communicate with social media API`,
  no_channel: msg`No YouTube channel found for this account`,
  unknown: msg`An unknown error occurred`,
} as const;

export type OAuthErrorCode = keyof typeof OAUTH_ERROR_TEXT;

export type OAuthResult =
  { kind: 'success'; platform: string; username: string } | { kind: 'error'; code: OAuthErrorCode };

const PARAMS = ['oauth_success', 'username', 'oauth_error'] as const;

function hashQuery(hash: string): URLSearchParams {
  const at = hash.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : hash.slice(at + 1));
}

function errorCode(raw: string): OAuthErrorCode {
  return Object.hasOwn(OAUTH_ERROR_TEXT, raw) ? (raw as OAuthErrorCode) : 'unknown';
}

/** The result a hash carries, or null when it carries none. An error wins over a success in the same hash. */
export function readOAuthReturn(hash: string): OAuthResult | null {
  const query = hashQuery(hash);
  const error = query.get('oauth_error');
  if (error !== null) return { kind: 'error', code: errorCode(error.trim()) };
  const platform = query.get('oauth_success');
  if (platform === null || platform.trim() === '') return null;
  return { kind: 'success', platform: platform.trim(), username: (query.get('username') ?? '').trim() };
}

/** The same hash without the OAuth parameters, so a reload or Back does not show the alert again. */
export function hashWithoutOAuth(hash: string): string {
  const [section = '', query = ''] = hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  for (const key of PARAMS) params.delete(key);
  const rest = params.toString();
  return `#${section || 'overview'}${rest ? `?${rest}` : ''}`;
}

function platformLabel(platform: string): string {
  return PLATFORM_LABELS[platform as Platform] ?? platform;
}

/** In the reader's language when called. The alert: '{Platform} account @{username} connected successfully!' or 'Connection failed: {sentence}'. */
export function oauthAlertText(result: OAuthResult): string {
  if (result.kind === 'error') {
    const reason = t(OAUTH_ERROR_TEXT[result.code]);
    return t`Connection failed: ${reason}`;
  }
  const platform = platformLabel(result.platform);
  if (!result.username) return t`${platform} account connected successfully!`;
  const username = result.username.replace(/^@/, '');
  return t`${platform} account @${username} connected successfully!`;
}

/** What a popup hands its opener (postMessage, or a localStorage write when the opener link is gone). */
export interface OAuthHandoff {
  type: typeof HANDOFF_TYPE;
  /** Both channels may deliver the same handoff; the id lets the opener act once. */
  id: string;
  result: OAuthResult;
}

export const HANDOFF_TYPE = 'atrium:oauth-result';
/** The localStorage key the popup writes; other tabs of the same origin get a `storage` event. */
export const HANDOFF_STORAGE_KEY = 'atrium.oauth.result';
/** The popup's window name; it survives the provider's pages in most browsers, which tells a popup apart. */
export const POPUP_NAME = 'atrium-oauth';

export function makeHandoff(result: OAuthResult, id: string): OAuthHandoff {
  return { type: HANDOFF_TYPE, id, result };
}

/** A handoff from anything posted or stored, checked field by field: other scripts post messages too. */
export function parseHandoff(data: unknown): OAuthHandoff | null {
  if (!data || typeof data !== 'object') return null;
  const value = data as Partial<OAuthHandoff>;
  if (value.type !== HANDOFF_TYPE || typeof value.id !== 'string' || !value.result) return null;
  const result = value.result as Partial<{ kind: string; platform: unknown; username: unknown; code: unknown }>;
  if (result.kind === 'error' && typeof result.code === 'string') {
    return makeHandoff({ kind: 'error', code: errorCode(result.code) }, value.id);
  }
  if (result.kind === 'success' && typeof result.platform === 'string' && result.platform !== '') {
    const username = typeof result.username === 'string' ? result.username : '';
    return makeHandoff({ kind: 'success', platform: result.platform, username }, value.id);
  }
  return null;
}

/** A stored handoff as written by the popup; anything unreadable is no handoff. */
export function parseStoredHandoff(raw: string | null): OAuthHandoff | null {
  if (!raw) return null;
  try {
    return parseHandoff(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The popup's `window.open` features: 500x600, centred on the window that opens it (spec 001 section 9). */
export function popupFeatures(
  opener: { screenX: number; screenY: number; outerWidth: number; outerHeight: number },
  width: number,
  height: number,
): string {
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- window.open's feature list, read by the browser
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
