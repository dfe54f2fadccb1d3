import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentPost } from '../../types';
import { PostActions } from './post-actions';
import { WithI18n } from '@/lib/i18n-test-provider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pending: ContentPost = {
  id: 11,
  client: 3,
  client_name: 'Bloom Botanicals',
  platform: 'instagram',
  title: 'Spring launch',
  content: 'Our spring collection arrives today',
  status: 'pending-approval',
  scheduled_date: '2026-11-29T22:08:00Z',
  admin_message: '',
  needs_client_approval: true,
  author_role: 'admin',
  awaiting: 'client',
  created_by: 1,
  created_by_name: 'Alex Morgan',
  feedback: '',
  images: [],
  post_url: null,
  likes: 0,
  comments: 0,
  shares: 0,
  views: 0,
  engagement_rate: 0,
  social_account: null,
  social_account_username: null,
  comment_count: 0,
  can_edit: false,
  can_delete: false,
  can_approve: true,
  can_reject: true,
  posted_at: null,
  created_at: '2026-11-26T22:00:00Z',
  updated_at: '2026-11-26T22:00:00Z',
  version: 1,
  approve_by: '2026-11-27T22:08:00Z',
  overdue: false,
  tags: [],
  privacy: 'public',
  approved_at: null,
  publishing: {
    state: 'not_approved',
    format: null,
    problems: [],
    error: null,
    attempts: 0,
    next_attempt_at: null,
    published_at: null,
    provider_id: null,
    account: null,
    account_username: null,
    can_publish_now: false,
    can_retry: false,
  },
};
// What the client is left with once its change request lands: a draft of the agency's it cannot move.
const sentBack: ContentPost = { ...pending, status: 'draft', awaiting: null, can_approve: false, can_reject: false };

function mount(post: ContentPost, onDialogChange: (open: boolean) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const root: Root = createRoot(container);
  const render = (next: ContentPost) =>
    act(() =>
      root.render(
        <WithI18n>
          <QueryClientProvider client={client}>
            <PostActions post={next} asAdmin={false} onDialogChange={onDialogChange} />
          </QueryClientProvider>
        </WithI18n>,
      ),
    );
  render(post);
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  return { root, render, button };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('PostActions', () => {
  it('keeps its dialog, and tells the panel when it closes, after a live change leaves the caller no moves', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(sentBack), { status: 200 })),
    );
    const onDialogChange = vi.fn();
    const { render, button } = mount(pending, onDialogChange);
    act(() => button('Request Changes')!.click());
    expect(onDialogChange).toHaveBeenLastCalledWith(true);

    // The refetched post arrives before the request's own answer is handled.
    render(sentBack);
    expect(button('Send Request')).toBeDefined();
    await act(async () => button('Send Request')!.click());

    expect(onDialogChange).toHaveBeenLastCalledWith(false);
    expect(button('Send Request')).toBeUndefined();
    expect(document.body.textContent).toContain('Your change request was sent to the agency.');
  });

  it('tells the panel its dialog is gone when it unmounts with one open', () => {
    const onDialogChange = vi.fn();
    const { root, button } = mount(pending, onDialogChange);
    act(() => button('Request Changes')!.click());
    act(() => root.unmount());
    expect(onDialogChange).toHaveBeenLastCalledWith(false);
  });
});
