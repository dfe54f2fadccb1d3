import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteContent } from '../../api/delete-content';
import type { ContentPost } from '../../types';
import { postName } from '../detail/post-format';

export function ContentDeleteDialog({ post, onClose }: { post: ContentPost | null; onClose: () => void }) {
  const remove = useDeleteContent();
  return (
    <DeleteDialog
      open={post !== null}
      title="Delete Post"
      message={`Are you sure you want to delete "${post ? postName(post) : ''}"? Its images, comments and history go with it.`}
      confirmLabel="Delete Post"
      onDelete={() => remove.mutateAsync(post!.id)}
      pending={remove.isPending}
      failed="Failed to delete content"
      thing="post"
      onClose={onClose}
    />
  );
}
