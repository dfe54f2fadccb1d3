import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentChangesFormData, needsMultipart } from '../content-form-data';
import type { ContentChanges, ContentPost } from '../types';
import { invalidateContentData, patchCachedPost, restoreCache } from './invalidate';
import { patchApi } from '@/lib/typed-api';

export function updateContent({ id, ...changes }: ContentChanges): Promise<ContentPost> {
  const body = needsMultipart(changes) ? contentChangesFormData(changes) : changes;
  return patchApi('/content/{id}/' as const, { path: { id }, body });
}

/**
 * Text fields (a drag to another day, a retitle) show at once in every cached list and roll back if the
 * server refuses; image changes wait for the answer, since only the server knows the new image URLs.
 */
export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContent,
    onMutate: async (changes) => {
      const { id, images, delete_image_ids, delete_old_images, ...fields } = changes;
      const touchesImages = (images?.length ?? 0) > 0 || (delete_image_ids?.length ?? 0) > 0 || delete_old_images;
      const shown = Object.keys(fields).filter((key) => key !== 'version');
      if (touchesImages || shown.length === 0) return { snapshot: undefined };
      // The cached version stays as loaded: only the server's answer carries the next one.
      return {
        snapshot: await patchCachedPost(queryClient, id, (post) => ({ ...post, ...fields, version: post.version })),
      };
    },
    onError: (_error, _changes, context) => restoreCache(queryClient, context?.snapshot),
    // Also on failure: a 409 or 404 means the cached copy is out of date.
    onSettled: () => invalidateContentData(queryClient),
  });
}
