import { msg } from '@lingui/core/macro';
import type { Schemas } from '@/lib/types';

// Answer shapes come from the server's OpenAPI document (`make api-types`), so the build checks every field.

/** Whose side wrote a message: 'admin' (the agency) or 'client'. */
export type SenderRole = Schemas['AuthorRole'];
export type AttachmentType = Schemas['FileType'];
export type Presence = Schemas['Presence'];
/** A message's file; `url` needs the Token header, so it is fetched, never linked. */
export type MessageAttachment = Schemas['Attachment'];
/**
 * `content` is plain text (at most MESSAGE_MAX characters), rendered as text, never as HTML. `mine`: written
 * by the caller's side (any admin, for an admin).
 */
export type Message = Schemas['ChatMessage'];
export type LastMessage = Schemas['LastMessage'];
/** One per client with a user account (spec 000 "Conversation fields"); `id` is the client's id. */
export type Conversation = Schemas['Conversation'];
/** A client's one conversation, with the agency as a whole; `id` is the client's own id. */
export type ClientConversation = Schemas['ClientConversation'];
export type TeamMember = Schemas['TeamMember'];
export type FileInfo = Schemas['FileInfo'];
export type EventTicket = Schemas['EventTicket'];
export type MessagePage = Schemas['Paginated_ChatMessage'];

export type ReadFilter = 'all' | 'unread' | 'read';

/** Spec 000 section 9 and spec 001 sections 5 and 9, and the contract's limits. */
export const MESSAGE_MAX = 5000;
export const ADMIN_CHAT_POLL_MS = 5_000;
export const CLIENT_MESSAGES_POLL_MS = 30_000;
/**
 * Presence comes from each admin's last activity and the server does not push its changes, so the team
 * panel refreshes on its own, stream or not.
 */
export const TEAM_POLL_MS = 60_000;
export const THREAD_PAGE_SIZE = 50;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const MESSAGE_TEXT = {
  sendFailed: msg`Failed to send message. Please try again.`,
  fileTooLarge: msg`File size must be less than 10MB`,
  fileWrongType: msg`Only images, PDF, Word (DOC, DOCX) and text files can be attached.`,
  downloadFailed: msg`Download failed`,
} as const;
