import { useLingui } from '@lingui/react/macro';
import { MenuButton } from '@/components/menu-button';
import type { ContentPost } from '../../types';
import { postName } from '../detail/post-format';
import { postActionLabel, postActions, type PostAction } from './post-display';

export interface PostItemActions {
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Opens the post's detail panel. */
  onOpen: (post: ContentPost) => void;
  onAction: (post: ContentPost, action: PostAction) => void;
  onImages: (post: ContentPost, index: number) => void;
}

/** The per-post menu; the items shown depend on the post's state and the caller's rights. */
export function PostMenu({ post, onAction }: { post: ContentPost; onAction: PostItemActions['onAction'] }) {
  const { t } = useLingui();
  const name = postName(post);
  return (
    <MenuButton
      label={t`Actions for ${name}`}
      actions={postActions(post).map((action) => ({
        label: t(postActionLabel(post, action)),
        onSelect: () => onAction(post, action),
        danger: action === 'delete',
      }))}
    />
  );
}
