import { describe, expect, it } from 'vitest';
import { clientIdFromHash, filterFromHash, messagesHash } from './messages-link';

describe('clientIdFromHash', () => {
  it('reads the conversation a link names', () => {
    expect(clientIdFromHash('#messages?client=12')).toBe(12);
    expect(clientIdFromHash('#messages?filter=unread&client=3')).toBe(3);
  });

  it.each(['#messages', '#messages?client=', '#messages?client=0', '#messages?client=-4', '#messages?client=1e3'])(
    'ignores %s',
    (hash) => {
      expect(clientIdFromHash(hash)).toBeNull();
    },
  );
});

describe('filterFromHash', () => {
  it('reads a known filter, else all', () => {
    expect(filterFromHash('#messages?filter=unread')).toBe('unread');
    expect(filterFromHash('#messages?filter=read')).toBe('read');
    expect(filterFromHash('#messages?filter=spam')).toBe('all');
    expect(filterFromHash('#messages')).toBe('all');
  });
});

describe('messagesHash', () => {
  it('sets and removes one parameter, keeping the others', () => {
    expect(messagesHash('#messages?filter=unread', 'client', '5')).toBe('#messages?filter=unread&client=5');
    expect(messagesHash('#messages?filter=unread&client=5', 'client', null)).toBe('#messages?filter=unread');
    expect(messagesHash('#messages?client=5', 'client', null)).toBe('#messages');
  });
});
