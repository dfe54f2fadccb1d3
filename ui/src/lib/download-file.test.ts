// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { STORAGE_KEYS } from './constants';
import { dispositionFilename, downloadFailed, downloadFile } from './download-file';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

describe('downloadFile', () => {
  it('fetches with the token and saves the bytes under the given name', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200 }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    await downloadFile('/invoices/7/pdf/', 'INV-2026-0007.pdf');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/invoices/7/pdf/');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Token abc');
    expect(click).toHaveBeenCalledOnce();
    expect(clicked).toEqual(['INV-2026-0007.pdf']);
  });

  it("saves under the server's name when asked, the given one otherwise", async () => {
    const disposition = { 'Content-Disposition': 'attachment; filename="atrium-report-1-2026-11-24.csv"' };
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    fetchMock.mockResolvedValueOnce(new Response('x', { status: 200, headers: disposition }));
    await downloadFile('/analytics/report/', 'fallback.csv', { serverName: true });
    fetchMock.mockResolvedValueOnce(new Response('x', { status: 200 }));
    await downloadFile('/analytics/report/', 'fallback.csv', { serverName: true });
    fetchMock.mockResolvedValueOnce(new Response('x', { status: 200, headers: disposition }));
    await downloadFile('/invoices/7/pdf/', 'INV-2026-0007.pdf');
    expect(clicked).toEqual(['atrium-report-1-2026-11-24.csv', 'fallback.csv', 'INV-2026-0007.pdf']);
  });

  it('raises Download failed on a refusal and saves nothing', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 404 }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadFile('/invoices/9/pdf/', 'x.pdf')).rejects.toThrow(downloadFailed());
    expect(click).not.toHaveBeenCalled();
  });
});

describe('downloadFile with a body', () => {
  it('posts the body as JSON and hands a refusal its fields', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const refusal = { message: 'Wrong password', fields: { password: ['The password is not correct.'] } };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(refusal), { status: 422 }));
    const error: unknown = await downloadFile('/admin/backups/a.zip/download/', 'a.zip', {
      body: { password: 'nope' },
    }).catch((caught: unknown) => caught);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe('{"password":"nope"}');
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(downloadFailed());
    expect((error as ApiError).fieldError('password')).toBe('The password is not correct.');
  });
});

describe('dispositionFilename', () => {
  it('reads the quoted, bare and encoded forms, without folders', () => {
    expect(dispositionFilename('attachment; filename="atrium-report-agency-2026-11-24.pdf"')).toBe(
      'atrium-report-agency-2026-11-24.pdf',
    );
    expect(dispositionFilename('attachment; filename=report.csv')).toBe('report.csv');
    expect(dispositionFilename('attachment; filename="x.csv"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv')).toBe(
      'résumé.csv',
    );
    expect(dispositionFilename('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it('is null without a name', () => {
    expect(dispositionFilename(null)).toBeNull();
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename('attachment; filename=""')).toBeNull();
  });
});
