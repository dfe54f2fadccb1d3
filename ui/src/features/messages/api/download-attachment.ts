import { downloadFile } from '@/lib/download-file';
import type { MessageAttachment } from '../types';

/** Attachments need the Token header, so a plain link cannot fetch them; saved under the file's name. */
export function downloadAttachment(attachment: Pick<MessageAttachment, 'url' | 'name'>): Promise<void> {
  return downloadFile(attachment.url, attachment.name);
}
