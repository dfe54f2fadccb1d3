import { describe, expect, it } from 'vitest';
import type { ContentPost } from '../../types';
import { bulkBlocker, toggled, visibleSelection } from './bulk-selection';

const post = (id: number, status: ContentPost['status'], title = '') =>
  ({ id, status, title, content: `Caption ${id}` }) as ContentPost;

describe('bulkBlocker', () => {
  it('lets the move go ahead when every selected post is in the state it starts from', () => {
    expect(bulkBlocker([post(1, 'pending-approval'), post(2, 'pending-approval')], 'approve')).toBeNull();
    expect(bulkBlocker([post(3, 'approved')], 'mark-posted')).toBeNull();
  });

  it('names the posts in the way, by title or else by the start of the caption', () => {
    const message = bulkBlocker(
      [post(1, 'pending-approval'), post(2, 'draft', 'Spring sale'), post(3, 'posted')],
      'approve',
    );
    expect(message).toBe('Only posts pending approval can be approved: "Spring sale", "Caption 3" are not.');
  });

  it('names at most three and counts the rest', () => {
    const drafts = [1, 2, 3, 4, 5].map((id) => post(id, 'draft'));
    expect(bulkBlocker(drafts, 'mark-posted')).toMatch(/"Caption 3" and 2 more are not\.$/);
  });
});

describe('visibleSelection', () => {
  it('ignores selected posts a filter has hidden', () => {
    expect(visibleSelection([post(1, 'draft'), post(2, 'draft')], new Set([2, 9])).map((p) => p.id)).toEqual([2]);
  });
});

describe('toggled', () => {
  it('adds an unselected post and removes a selected one without changing the original set', () => {
    const start = new Set([1]);
    expect([...toggled(start, 2)]).toEqual([1, 2]);
    expect([...toggled(start, 1)]).toEqual([]);
    expect([...start]).toEqual([1]);
  });
});
