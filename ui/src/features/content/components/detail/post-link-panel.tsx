import { PostDetailPanel } from './post-detail-panel';
import { usePostLink } from './post-link';

/**
 * The detail panel for whatever post the address names ('#content?post=12'), for either role. Mounted once
 * by the content section, so cards, calendar chips and notifications only have to change the address.
 */
export function PostLinkPanel() {
  const { postId, close } = usePostLink();
  // Keyed by id: following a link from one post to another starts the panel afresh.
  return postId === null ? null : <PostDetailPanel key={postId} postId={postId} onClose={close} />;
}
