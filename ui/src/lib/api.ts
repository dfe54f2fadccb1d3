import { t } from '@lingui/core/macro';
import { API_BASE, AUTH_SCHEME, MESSAGES, PAGING_MAX_PAGES } from './constants';
import { currentLocale } from './i18n';
import { clearSession, getToken } from './storage';
import type { AnyPage, Schemas } from './types';

/**
 * The error body every failing endpoint answers with (`ErrorBody` in the document). Partial because a
 * failure from something in front of the server (a proxy, a gateway) may carry any JSON or none.
 */
export type ApiErrorBody = Partial<Schemas['ErrorBody']>;

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, message: string, body: ApiErrorBody | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own sentence, if it sent one; screens with their own fallback text use this. */
  get serverMessage(): string | undefined {
    return this.body?.message || undefined;
  }

  fieldError(field: string): string | undefined {
    return this.body?.fields?.[field]?.[0];
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app registers how to leave for /auth; the client itself stays free of router and React. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

type ForbiddenHandler = (body: ApiErrorBody | null) => void;
let forbiddenHandler: ForbiddenHandler | null = null;

/**
 * Told of every 403, with its body: a client user's seat can change while it is signed in (the owner or the
 * agency moves it), and what the screens offer follows the seat the session holds, so the app reads it again;
 * and `code: second_factor_required` means the agency now requires a second factor this user has not added.
 */
export function setForbiddenHandler(handler: ForbiddenHandler | null): void {
  forbiddenHandler = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Logout answers 401 when the token is already gone; that must not read as an expired session. */
  redirectOn401?: boolean;
}

/**
 * Accepts '/notifications/' (relative to /api) or a server `next` link, which may be absolute.
 * Absolute links are reduced to path + query so a proxy's idea of the host cannot send us elsewhere.
 */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) {
    const url = new URL(path);
    return url.pathname + url.search;
  }
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return path;
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, redirectOn401 = true } = options;
  // The server words its common refusals in the language the screen is in, not the browser's.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  const token = getToken();
  if (token) headers.Authorization = `${AUTH_SCHEME} ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser must set the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(apiUrl(path), { method, headers, body: payload, signal });

  if (response.status === 401 && redirectOn401) {
    clearSession();
    unauthorizedHandler?.();
    throw new ApiError(401, MESSAGES.authFailed, null);
  }
  if (!response.ok) {
    const data = (await readJson(response)) as ApiErrorBody | null;
    const errorBody = data && typeof data === 'object' ? data : null;
    if (response.status === 403) forbiddenHandler?.(errorBody);
    const status = response.status;
    const message = errorBody?.message || t`HTTP error! status: ${status}`;
    throw new ApiError(response.status, message, errorBody);
  }
  if (response.status === 204) return undefined as T;
  return (await readJson(response)) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/** Lists may come bare or wrapped (spec 000 section 3, last point). */
function pageItems<T>(page: unknown): { items: T[]; next: string | null } {
  if (Array.isArray(page)) return { items: page as T[], next: null };
  const wrapped = page as (Partial<Omit<AnyPage, 'results'>> & { results?: T[] }) | null;
  return { items: wrapped?.results ?? [], next: wrapped?.next ?? null };
}

/** Follows `next` links, at most `maxPages` requests (spec 000 section 7). */
export async function fetchAllPages<T>(
  path: string,
  options: { maxPages?: number; signal?: AbortSignal } = {},
): Promise<T[]> {
  const { maxPages = PAGING_MAX_PAGES, signal } = options;
  const all: T[] = [];
  let nextPath: string | null = path;
  for (let page = 0; nextPath && page < maxPages; page += 1) {
    const { items, next }: { items: T[]; next: string | null } = pageItems<T>(
      await api.get<unknown>(nextPath, { signal }),
    );
    all.push(...items);
    nextPath = next;
  }
  return all;
}

/** Builds a query string, leaving out empty values so filters read naturally at call sites. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
