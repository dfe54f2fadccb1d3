import { describe, expect, it } from 'vitest';
import type { ContentPost } from '../../types';
import { awaitingNote, contentPreview, postActions, sentBackFeedback } from './post-display';

function post(changes: Partial<ContentPost> = {}): ContentPost {
  return {
    id: 1,
    status: 'draft',
    awaiting: null,
    feedback: '',
    images: [],
    post_url: null,
    can_edit: true,
    can_delete: true,
    can_approve: false,
    can_reject: false,
    ...changes,
  } as ContentPost;
}

describe('contentPreview', () => {
  it('keeps text of 100 characters whole and cuts a longer one to 100 ending in an ellipsis', () => {
    expect(contentPreview('a'.repeat(100))).toBe('a'.repeat(100));
    const cut = contentPreview('b'.repeat(150));
    expect([...cut]).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits an emoji in two', () => {
    expect(contentPreview('👩‍💻'.repeat(5), 3)).toBe('👩‍💻👩‍💻…');
  });

  it('cuts at 200 characters when the overview asks for it', () => {
    expect(contentPreview('c'.repeat(250), 200)).toHaveLength(200);
  });
});

describe('awaitingNote', () => {
  it('names whose approval a pending post waits for', () => {
    expect(awaitingNote(post({ status: 'pending-approval', awaiting: 'client' }))?.message).toBe('Awaiting client');
    expect(awaitingNote(post({ status: 'pending-approval', awaiting: 'agency' }))?.message).toBe('Client submission');
    expect(awaitingNote(post({ status: 'approved', awaiting: null }))).toBeNull();
  });
});

describe('sentBackFeedback', () => {
  it('shows feedback only on drafts, where the post went back to', () => {
    expect(sentBackFeedback(post({ feedback: 'Brighter photo please' }))).toBe('Brighter photo please');
    expect(sentBackFeedback(post({ status: 'approved', feedback: 'old' }))).toBeNull();
  });
});

describe('postActions', () => {
  it('hides Set to Draft on a draft and offers Send for Approval instead', () => {
    const actions = postActions(post());
    expect(actions).not.toContain('set-draft');
    expect(actions).toContain('submit');
  });

  it('offers Download Images only with images and View Posted only with a post URL', () => {
    expect(postActions(post())).not.toContain('download-images');
    expect(postActions(post())).not.toContain('view-posted');
    const posted = post({ status: 'posted', images: [{ id: 1 }] as ContentPost['images'], post_url: 'https://x.y/1' });
    expect(postActions(posted)).toEqual([
      'edit',
      'set-draft',
      'download-images',
      'download-data',
      'view-posted',
      'delete',
    ]);
  });

  it('offers Approve and Reject on a pending post only where the caller may do them', () => {
    const pending = post({ status: 'pending-approval', can_approve: true, can_reject: false });
    expect(postActions(pending)).toContain('approve');
    expect(postActions(pending)).not.toContain('reject');
  });
});
