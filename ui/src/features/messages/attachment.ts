// Client-side checks for a message attachment (spec 001 section 5), so a refusal is said before anything is
// uploaded. The server checks the size again and decides the type from the bytes, not from these guesses.

import type { MessageDescriptor } from '@lingui/core';
import { ATTACHMENT_MAX_BYTES, MESSAGE_TEXT, type AttachmentType } from './types';

const BY_EXTENSION: Record<string, AttachmentType> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  txt: 'txt',
};

const BY_MIME: Record<string, AttachmentType> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

/** For the file picker: the same list, by type and by extension (Linux browsers often report no type). */
export const ATTACHMENT_ACCEPT = [
  'image/*' as const,
  ...Object.keys(BY_MIME),
  ...Object.keys(BY_EXTENSION).map((e) => `.${e}`),
]
  .filter((value, index, all) => all.indexOf(value) === index)
  .join(',');

/** Which allowed kind a file looks like, from its reported type, else its extension; null when none. */
export function attachmentType(file: Pick<File, 'name' | 'type'>): AttachmentType | null {
  const mime = file.type.toLowerCase();
  if (mime.startsWith('image/') && mime !== 'image/svg+xml') return 'image';
  if (BY_MIME[mime]) return BY_MIME[mime];
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}

/** The spec's sentence for a file that may not be attached, or null when it may. */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): MessageDescriptor | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return MESSAGE_TEXT.fileTooLarge;
  if (attachmentType(file) === null) return MESSAGE_TEXT.fileWrongType;
  return null;
}

/** How the file name is noted in the text (spec 001: 'the file name is appended to the text as a note'). */
export function attachmentNote(name: string): string {
  return `📎 ${name}`;
}

/** The text sent: what was typed, trimmed, then the note on a line of its own. */
export function messageContent(text: string, fileName: string | null): string {
  const body = text.trim();
  if (!fileName) return body;
  return body ? `${body}\n\n${attachmentNote(fileName)}` : attachmentNote(fileName);
}

/**
 * The text to show above an attachment card: the note is dropped when it names the attached file, since
 * the card already shows the name. Any other text, including a look-alike note, is shown as sent.
 */
export function visibleText(content: string, attachmentName: string | null): string {
  if (!attachmentName) return content;
  const note = attachmentNote(attachmentName);
  if (content === note) return '';
  return content.endsWith(`\n\n${note}`) ? content.slice(0, -(note.length + 2)) : content;
}

/** Send needs text or a file (spec 001); text that is only spaces and new lines counts as none. */
export function canSend(text: string, hasFile: boolean): boolean {
  return hasFile || text.trim().length > 0;
}

/** 2_411_724 -> '2.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
