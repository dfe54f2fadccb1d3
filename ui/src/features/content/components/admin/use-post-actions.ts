import { useLingui } from '@lingui/react/macro';
import { useApproveContent } from '../../api/approve-content';
import { DOWNLOAD_IMAGES_FAILED, useDownloadImages } from '../../api/download-images';
import { DOWNLOAD_POST_FAILED, useDownloadPost } from '../../api/download-post';
import { useSetContentDraft } from '../../api/set-draft';
import { useSubmitContent } from '../../api/submit-content';
import { saveErrorMessage } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import type { ContentPost } from '../../types';
import type { PostAction } from './post-display';

/** The actions that need no dialog: one request each, with the spec's words when it fails. */
export type DirectAction = Extract<
  PostAction,
  'approve' | 'set-draft' | 'submit' | 'download-images' | 'download-data' | 'view-posted'
>;

const DIRECT: ReadonlySet<PostAction> = new Set<DirectAction>([
  'approve',
  'set-draft',
  'submit',
  'download-images',
  'download-data',
  'view-posted',
]);

export function isDirectAction(action: PostAction): action is DirectAction {
  return DIRECT.has(action);
}

interface Feedback {
  onNotice: (message: string) => void;
  onError: (message: string | null) => void;
}

export function usePostActions({ onNotice, onError }: Feedback) {
  const { t } = useLingui();
  const approve = useApproveContent();
  const setDraft = useSetContentDraft();
  const submit = useSubmitContent();
  const downloadPost = useDownloadPost();
  const downloadImages = useDownloadImages();
  const once = useSingleFlight();

  async function attempt(work: () => Promise<unknown>, success: string | null, failed: string) {
    onError(null);
    try {
      await work();
      if (success) onNotice(success);
    } catch (caught) {
      onError(saveErrorMessage(caught, failed, t`post`));
    }
  }

  return function run(post: ContentPost, action: DirectAction) {
    if (action === 'view-posted') {
      if (post.post_url) window.open(post.post_url, '_blank' as const, 'noopener,noreferrer' as const);
      return;
    }
    // One request per post and action: a double click sends one.
    once(async () => {
      switch (action) {
        case 'approve':
          return attempt(() => approve.mutateAsync(post.id), t`Post approved.`, t`Failed to approve content`);
        case 'set-draft':
          return attempt(() => setDraft.mutateAsync(post.id), t`Post set to draft.`, t`Failed to set content to draft`);
        case 'submit':
          return attempt(
            () => submit.mutateAsync(post.id),
            t`Post sent to the client for approval.`,
            t`Failed to send content for approval`,
          );
        case 'download-data':
          return attempt(() => downloadPost.mutateAsync(post.id), null, t(DOWNLOAD_POST_FAILED));
        case 'download-images':
          return attempt(() => downloadImages.mutateAsync(post.id), null, t(DOWNLOAD_IMAGES_FAILED));
      }
    }, `${post.id}:${action}`);
  };
}
