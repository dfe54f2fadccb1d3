import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './constants';
import { DOWNLOAD_FAILED, downloadFile } from './download-file';

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

  it('raises Download failed on a refusal and saves nothing', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 404 }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadFile('/invoices/9/pdf/', 'x.pdf')).rejects.toThrow(DOWNLOAD_FAILED);
    expect(click).not.toHaveBeenCalled();
  });
});
