import { useLingui } from '@lingui/react/macro';
import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteContent } from '../../api/delete-content';
import type { ContentPost } from '../../types';
import { postName } from '../detail/post-format';

export function ContentDeleteDialog({ post, onClose }: { post: ContentPost | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteContent();
  const name = post ? postName(post) : '';
  return (
    <DeleteDialog
      open={post !== null}
      title={t`Delete Post`}
      message={t`Are you sure you want to delete "${name}"? Its images, comments and history go with it.`}
      confirmLabel={t`Delete Post`}
      onDelete={() => remove.mutateAsync(post!.id)}
      pending={remove.isPending}
      failed={t`Failed to delete content`}
      thing={t`post`}
      onClose={onClose}
    />
  );
}
