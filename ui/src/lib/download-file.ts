import { t } from '@lingui/core/macro';
import { ApiError, apiUrl, type ApiErrorBody } from './api';
import { AUTH_SCHEME } from './constants';
import { getToken } from './storage';

/** What a failed download says when the server sent no words (read at the moment it fails, in the reader's language). */
export function downloadFailed(): string {
  return t`Download failed`;
}

/**
 * The file name of a `Content-Disposition: attachment; filename="…"` header (or its RFC 5987 `filename*`),
 * without any folder part; null when the header names none.
 */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | null = null;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = null;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/.exec(header)?.[1]?.trim() ?? null;
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

export interface DownloadOptions {
  /**
   * Save under the name the server gives (Content-Disposition), `filename` being the fallback: for files
   * whose name holds what only the server knows for sure (whose report, which UTC day).
   */
  serverName?: boolean;
  /** Sent as JSON with a POST (a download that needs something from the user, such as their password). */
  body?: unknown;
}

/**
 * Downloads need the Token header, so a plain link cannot fetch them: fetch the file, then hand the browser
 * an object URL to save under `filename`. A non-OK answer raises 'Download failed' (spec 000 section 8);
 * each screen shows its own sentence for it.
 */
export async function downloadFile(path: string, filename: string, options: DownloadOptions = {}): Promise<void> {
  const token = getToken();
  const headers: Record<string, string> = token ? { Authorization: `${AUTH_SCHEME} ${token}` } : {};
  const posted = options.body !== undefined;
  if (posted) headers['Content-Type'] = 'application/json';
  const response = await fetch(apiUrl(path), {
    method: posted ? 'POST' : 'GET',
    headers,
    body: posted ? JSON.stringify(options.body) : undefined,
  });
  // Still 'Download failed'; a posted download also carries the server's body, so a 422 can name its field
  // (plain ones keep each screen's own sentence).
  if (!response.ok) throw new ApiError(response.status, downloadFailed(), posted ? await errorBody(response) : null);
  const served = options.serverName ? dispositionFilename(response.headers.get('Content-Disposition')) : null;
  saveBlob(await response.blob(), served ?? filename);
}

async function errorBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    const data: unknown = await response.json();
    return data && typeof data === 'object' ? (data as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
