import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagePage, SenderRole } from './types';

/** A thread as loaded: page 1 is the newest page, each page oldest to newest; pages may overlap. */
export type ThreadData = InfiniteData<MessagePage, number>;

/**
 * Every loaded message once, oldest first. Pages overlap when messages arrive between loading page 1 and
 * page 2 (page boundaries shift), so duplicates are dropped by id; ids grow with time.
 */
export function threadMessages(data: Pick<ThreadData, 'pages'> | undefined): Message[] {
  const byId = new Map<number, Message>();
  // Newest page last, so a message seen twice keeps its latest copy (read flags change).
  for (const page of [...(data?.pages ?? [])].reverse())
    for (const message of page.results) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The thread with `message` added at the end of the newest page, unless it is already there. */
export function withMessage(data: ThreadData | undefined, message: Message): ThreadData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.results.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  const results = [...newest!.results, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest!, count: newest!.count + 1, results }, ...older] };
}

/** Which messages a `read` event covers: the side that read ('agency' or 'client') reads the other's. */
function writtenBy(side: 'agency' | 'client'): SenderRole {
  return side === 'agency' ? 'client' : 'admin';
}

/** The thread after `side` read everything up to message `upTo` (a `read` event), without a refetch. */
export function withReadUpTo(
  data: ThreadData | undefined,
  side: 'agency' | 'client',
  upTo: number,
  readAt: string,
): ThreadData | undefined {
  if (!data) return data;
  const sender = writtenBy(side);
  let changed = false;
  const pages = data.pages.map((page) => {
    const results = page.results.map((message) => {
      if (message.read || message.id > upTo || message.sender_role !== sender) return message;
      changed = true;
      return { ...message, read: true, read_at: readAt };
    });
    return { ...page, results };
  });
  return changed ? { ...data, pages } : data;
}

function folded(text: string): string {
  return text.toLocaleLowerCase();
}

/** The messages whose text, sender or attachment name holds `query` (case ignored). */
export function searchMessages(messages: readonly Message[], query: string): Message[] {
  const needle = folded(query.trim());
  if (!needle) return [...messages];
  return messages.filter(
    (m) =>
      folded(m.content).includes(needle) ||
      folded(m.sender_name).includes(needle) ||
      (m.attachment !== null && folded(m.attachment.name).includes(needle)),
  );
}

/**
 * `text` cut into pieces around each occurrence of `query`, for <mark>ing matches as React text (never as
 * HTML). Case is ignored only where lower-casing keeps the length, so the pieces always join back to `text`.
 */
export function highlightParts(text: string, query: string): Array<{ text: string; match: boolean }> {
  const needle = query.trim();
  const haystack = text.toLocaleLowerCase();
  const lowered = needle.toLocaleLowerCase();
  if (!needle || haystack.length !== text.length || lowered.length !== needle.length) return [{ text, match: false }];
  const parts: Array<{ text: string; match: boolean }> = [];
  let from = 0;
  for (let at = haystack.indexOf(lowered); at !== -1; at = haystack.indexOf(lowered, at + lowered.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + lowered.length), match: true });
    from = at + lowered.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts.length > 0 ? parts : [{ text, match: false }];
}
