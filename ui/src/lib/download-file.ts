import { apiUrl } from './api';
import { AUTH_SCHEME } from './constants';
import { getToken } from './storage';

export const DOWNLOAD_FAILED = 'Download failed';

/**
 * Downloads need the Token header, so a plain link cannot fetch them: fetch the file, then hand the browser
 * an object URL to save under `filename`. A non-OK answer raises 'Download failed' (spec 000 section 8);
 * each screen shows its own sentence for it.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = getToken();
  const response = await fetch(apiUrl(path), {
    headers: token ? { Authorization: `${AUTH_SCHEME} ${token}` } : {},
  });
  if (!response.ok) throw new Error(DOWNLOAD_FAILED);
  saveBlob(await response.blob(), filename);
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
