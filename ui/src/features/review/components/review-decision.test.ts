import { describe, expect, it } from 'vitest';
import type { ReviewComment, ReviewPost } from '../types';
import { standing } from './review-decision';

const EMAIL = 'reviewer@example.test';

const waiting: ReviewPost = {
  id: 4,
  platform: 'instagram',
  title: 'Spring launch',
  content: 'Our spring collection arrives today',
  scheduled_date: '2026-12-01T09:00:00Z',
  status: 'pending-approval',
  images: [],
  can_decide: true,
  decision: null,
  approve_by: '2026-11-29T09:00:00Z',
  comments: [],
};

const feedback = (by: string | null): ReviewComment => ({
  id: 1,
  post: 4,
  author: null,
  author_name: by ?? 'Maya Chen',
  author_role: 'client',
  body: 'Shorter, please.',
  kind: 'feedback',
  created_at: '2026-11-27T09:00:00Z',
  reviewer_email: by,
});

describe('where a post stands for the reviewer', () => {
  it('leaves a post waiting for this reviewer open to a decision', () => {
    expect(standing(waiting, EMAIL)).toBeNull();
  });

  it('says the reviewer approved it, and that others still may have to while it stays pending', () => {
    expect(standing({ ...waiting, decision: 'approved' }, EMAIL)?.text).toBe(
      'You approved this post. It still waits for other approvers.',
    );
    // The server names the decision only while the post is pending; the page remembers its own approval.
    expect(standing({ ...waiting, status: 'approved', can_decide: false }, EMAIL, true)?.text).toBe(
      'You approved this post.',
    );
  });

  it('says the reviewer asked for changes when its own feedback sent the post back', () => {
    const sentBack = { ...waiting, status: 'draft' as const, can_decide: false, comments: [feedback(EMAIL)] };
    expect(standing(sentBack, EMAIL)).toEqual({
      tone: 'changes',
      text: 'You asked for changes. The agency will revise the post.',
    });
  });

  it('says someone else’s request for changes is being worked on, without claiming it', () => {
    const sentBack = { ...waiting, status: 'draft' as const, can_decide: false, comments: [feedback(null)] };
    expect(standing(sentBack, EMAIL)?.text).toBe('The agency is revising this post. Nothing to decide for now.');
  });

  it('tells a post that waits for the agency first apart from an approved or published one', () => {
    expect(standing({ ...waiting, can_decide: false }, EMAIL)?.tone).toBe('waiting');
    expect(standing({ ...waiting, status: 'approved', can_decide: false }, EMAIL)?.text).toBe('This post is approved.');
    expect(standing({ ...waiting, status: 'posted', can_decide: false }, EMAIL)?.text).toBe(
      'This post has been published.',
    );
  });
});
