// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiUrl, fetchAllPages, setForbiddenHandler, setUnauthorizedHandler } from './api';
import { STORAGE_KEYS } from './constants';

function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
});

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

describe('api client', () => {
  it('sends the stored token with the Token scheme and JSON bodies', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc123');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    await expect(api.post('/auth/change-password/', { current_password: 'a' })).resolves.toEqual({ ok: true });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/auth/change-password/');
    expect(init.method).toBe('POST');
    expect(headers.Authorization).toBe('Token abc123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"current_password":"a"}');
  });

  it('lets the browser set the multipart content type', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    const form = new FormData();
    form.append('bio', 'hi');
    await api.patch('/auth/me/', form);
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
  });

  it('returns undefined for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.post('/auth/logout/')).resolves.toBeUndefined();
  });

  it('on 401 clears the token and user, calls the handler and fails with Authentication failed', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stale');
    localStorage.setItem(STORAGE_KEYS.user, '{"id":1}');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Invalid token.' }));

    const error = await api.get('/auth/me/').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Authentication failed');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('can leave a 401 alone when the caller asks (logout, session restore)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stale');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Invalid token.' }));

    await expect(api.post('/auth/logout/', undefined, { redirectOn401: false })).rejects.toThrow('Invalid token.');
    expect(handler).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('stale');
  });

  it('tells the forbidden handler of a 403 and still fails with the server’s words', async () => {
    const handler = vi.fn();
    setForbiddenHandler(handler);
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { message: 'Your seat does not open this.' }));

    await expect(api.get('/invoices/')).rejects.toThrow('Your seat does not open this.');
    expect(handler).toHaveBeenCalledOnce();
    setForbiddenHandler(null);
  });

  it('hands the forbidden handler the body, so a second factor required can be told apart', async () => {
    const handler = vi.fn();
    setForbiddenHandler(handler);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { message: 'Add a second factor first.', code: 'second_factor_required' }),
    );

    await expect(api.get('/clients/')).rejects.toThrow('Add a second factor first.');
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ code: 'second_factor_required' }));
    setForbiddenHandler(null);
  });

  it("uses the body's message for other errors and keeps the fields", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        error: 'Current password is incorrect.',
        message: 'Current password is incorrect.',
        code: 'validation_failed',
        fields: { current_password: ['is incorrect'] },
      }),
    );
    const error = (await api.post('/auth/change-password/', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('Current password is incorrect.');
    expect(error.serverMessage).toBe('Current password is incorrect.');
    expect(error.status).toBe(422);
    expect(error.fieldError('current_password')).toBe('is incorrect');
  });

  it('falls back to HTTP error! status: N without a message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }));
    const error = (await api.get('/health/').catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('HTTP error! status: 502');
    expect(error.serverMessage).toBeUndefined();

    fetchMock.mockResolvedValueOnce(jsonResponse(404, { code: 'not_found' }));
    await expect(api.get('/nothing/')).rejects.toThrow('HTTP error! status: 404');
  });
});

describe('apiUrl', () => {
  it('prefixes /api and strips the origin from absolute next links', () => {
    expect(apiUrl('/notifications/')).toBe('/api/notifications/');
    expect(apiUrl('/api/notifications/?page=2')).toBe('/api/notifications/?page=2');
    expect(apiUrl('http://127.0.0.1:8000/api/notifications/?page=2')).toBe('/api/notifications/?page=2');
  });
});

describe('fetchAllPages', () => {
  it('follows next links and joins the results', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(200, { count: 3, next: 'http://h/api/items/?page=2', previous: null, results: [1, 2] }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { count: 3, next: null, previous: 'x', results: [3] }));
    await expect(fetchAllPages<number>('/items/')).resolves.toEqual([1, 2, 3]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/items/', '/api/items/?page=2']);
  });

  it('stops after 10 pages by default', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { count: 999, next: '/api/items/?page=n', previous: null, results: [0] }),
    );
    const items = await fetchAllPages<number>('/items/');
    expect(items).toHaveLength(10);
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });

  it('accepts a bare array', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [1, 2]));
    await expect(fetchAllPages<number>('/items/')).resolves.toEqual([1, 2]);
  });
});
