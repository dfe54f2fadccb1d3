// Hand-written from the C3 contract (/work/notes/c3-contract.md) until `make api-types` brings the generated
// schemas (Message, Conversation, ClientConversation, TeamMember, FileInfo, EventTicket). Then each type
// here becomes an alias of `Schemas[...]`, so the build checks every field against the server.
// Note: the schema today already has a `Message` ({message: string}, a sentence for the user); the chat
// Message only replaces it once it carries `sender_name`.

export type SenderRole = 'admin' | 'client';
export type AttachmentType = 'image' | 'pdf' | 'doc' | 'docx' | 'txt';
export type Presence = 'online' | 'away' | 'offline';

export interface MessageAttachment {
  id: number;
  name: string;
  file_type: AttachmentType;
  /** Bytes. */
  size: number;
  /** GET, needs the Token header: fetched, never linked. */
  url: string;
}

export interface Message {
  id: number;
  /** The conversation: the client's id. */
  conversation: number;
  sender: number | null;
  sender_name: string;
  sender_role: SenderRole;
  receiver: number | null;
  /** Plain text, at most MESSAGE_MAX characters; rendered as text, never as HTML. */
  content: string;
  timestamp: string;
  /** Read by the receiving side. */
  read: boolean;
  read_at: string | null;
  attachment: MessageAttachment | null;
  /** Sent by the caller's side (any admin, for an admin). */
  mine: boolean;
}

export interface LastMessage {
  content: string;
  timestamp: string;
  sender_role: SenderRole;
}

/** One per client with a user account (spec 000 "Conversation fields"). */
export interface Conversation {
  /** The client's id, as is clientId. */
  id: number;
  clientId: number;
  userId: number;
  name: string;
  role: string;
  company: string;
  email: string;
  /** The client's messages the agency has not read. */
  unreadCount: number;
  avatar: string | null;
  lastMessage: LastMessage | null;
}

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  email: string;
  avatar: string | null;
  presence: Presence;
  last_seen: string | null;
  account_manager: boolean;
}

/** A client's one conversation, with the agency as a whole. */
export interface ClientConversation {
  /** The client's own id. */
  id: number;
  /** The agency's name. */
  name: string;
  /** Agency messages the client has not read. */
  unreadCount: number;
  lastMessage: LastMessage | null;
  team: TeamMember[];
}

export interface FileInfo {
  id: number;
  name: string;
  file_type: AttachmentType;
  size: number;
  url: string;
  created_at: string;
}

export interface EventTicket {
  ticket: string;
  expires_in: number;
}

export interface MessagePage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Message[];
}

export type ReadFilter = 'all' | 'unread' | 'read';

/** Spec 000 section 9 and spec 001 sections 5 and 9, and the contract's limits. */
export const MESSAGE_MAX = 5000;
export const ADMIN_CHAT_POLL_MS = 5_000;
export const CLIENT_MESSAGES_POLL_MS = 30_000;
export const THREAD_PAGE_SIZE = 50;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const MESSAGE_TEXT = {
  sendFailed: 'Failed to send message. Please try again.',
  fileTooLarge: 'File size must be less than 10MB',
  fileWrongType: 'Only images, PDF, Word (DOC, DOCX) and text files can be attached.',
  downloadFailed: 'Download failed',
} as const;
