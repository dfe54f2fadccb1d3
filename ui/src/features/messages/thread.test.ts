import { describe, expect, it } from 'vitest';
import { message, page } from './test-data';
import { highlightParts, searchMessages, threadMessages, withMessage, withReadUpTo, type ThreadData } from './thread';

const data = (...pages: ReturnType<typeof page>[]): ThreadData => ({
  pages,
  pageParams: pages.map((_p, index) => index + 1),
});
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('threadMessages', () => {
  it('puts older pages first and drops the overlap left by messages that arrived in between', () => {
    const newest = page([message({ id: 5 }), message({ id: 6, read: true })], 'next');
    const older = page([message({ id: 3 }), message({ id: 4 }), message({ id: 5 })]);
    const all = threadMessages(data(newest, older));
    expect(ids(all)).toEqual([3, 4, 5, 6]);
  });

  it('keeps the newest copy of a message seen on two pages', () => {
    const newest = page([message({ id: 5, read: true })]);
    const older = page([message({ id: 5, read: false })]);
    expect(threadMessages(data(newest, older))[0]!.read).toBe(true);
  });

  it('is empty before anything loaded', () => {
    expect(threadMessages(undefined)).toEqual([]);
  });
});

describe('withMessage', () => {
  it('appends a new message to the newest page', () => {
    const next = withMessage(data(page([message({ id: 1 })]), page([])), message({ id: 2 }));
    expect(ids(next!.pages[0]!.results)).toEqual([1, 2]);
    expect(next!.pages[0]!.count).toBe(2);
  });

  it('leaves the thread alone when the message is already in it (sent here, then echoed by the stream)', () => {
    const before = data(page([message({ id: 1 }), message({ id: 2 })]));
    expect(withMessage(before, message({ id: 2 }))).toBe(before);
  });

  it('creates nothing for a thread never loaded', () => {
    expect(withMessage(undefined, message({ id: 1 }))).toBeUndefined();
  });
});

describe('withReadUpTo', () => {
  const thread = data(
    page([
      message({ id: 1, sender_role: 'client' }),
      message({ id: 2, sender_role: 'admin' }),
      message({ id: 3, sender_role: 'client' }),
      message({ id: 4, sender_role: 'client' }),
    ]),
  );

  it("marks the other side's messages up to the given id read", () => {
    const next = withReadUpTo(thread, 'agency', 3, '2026-11-20T12:00:00Z')!;
    expect(next.pages[0]!.results.map((m) => m.read)).toEqual([true, false, true, false]);
    expect(next.pages[0]!.results[0]!.read_at).toBe('2026-11-20T12:00:00Z');
  });

  it('returns the same object when nothing changes', () => {
    expect(withReadUpTo(thread, 'client', 1, 'x')).toBe(thread);
  });
});

describe('searchMessages', () => {
  const list = [
    message({ id: 1, content: 'Invoice for March' }),
    message({ id: 2, content: 'Thanks!', sender_name: 'Ana Invoicer' }),
    message({
      id: 3,
      content: 'see file',
      attachment: { id: 9, name: 'INVOICE.pdf', file_type: 'pdf', size: 1, url: '' },
    }),
    message({ id: 4, content: 'hello' }),
  ];

  it('matches text, sender and attachment name, ignoring case', () => {
    expect(ids(searchMessages(list, 'invoice'))).toEqual([1, 2, 3]);
  });

  it('keeps every message for a blank search', () => {
    expect(ids(searchMessages(list, '  '))).toEqual([1, 2, 3, 4]);
  });
});

describe('highlightParts', () => {
  it('cuts around every match, keeping the original case', () => {
    expect(highlightParts('Post the post', 'post')).toEqual([
      { text: 'Post', match: true },
      { text: ' the ', match: false },
      { text: 'post', match: true },
    ]);
  });

  it('treats markup as text', () => {
    const parts = highlightParts('<b>bold</b>', 'bold');
    expect(parts.map((p) => p.text).join('')).toBe('<b>bold</b>');
    expect(parts.filter((p) => p.match)).toEqual([{ text: 'bold', match: true }]);
  });

  it('gives the whole text for no query or no match', () => {
    expect(highlightParts('hello', '')).toEqual([{ text: 'hello', match: false }]);
    expect(highlightParts('hello', 'xyz')).toEqual([{ text: 'hello', match: false }]);
  });
});
