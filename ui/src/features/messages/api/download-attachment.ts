import { apiUrl } from '@/lib/api';
import { AUTH_SCHEME } from '@/lib/constants';
import { getToken } from '@/lib/storage';
import { MESSAGE_TEXT, type MessageAttachment } from '../types';

/**
 * Attachments need the Token header, so a plain link cannot fetch them: fetch the bytes, then hand the
 * browser an object URL to save under the file's name. A non-OK answer raises 'Download failed'.
 */
export async function downloadAttachment(attachment: Pick<MessageAttachment, 'url' | 'name'>): Promise<void> {
  const token = getToken();
  const response = await fetch(apiUrl(attachment.url), {
    headers: token ? { Authorization: `${AUTH_SCHEME} ${token}` } : {},
  });
  if (!response.ok) throw new Error(MESSAGE_TEXT.downloadFailed);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
