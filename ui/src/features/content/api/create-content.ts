import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateStorage } from '@/lib/storage-query';
import { contentCreateFormData } from '../content-form-data';
import type { ContentCreateInput, ContentPost } from '../types';
import { invalidateContentData } from './invalidate';
import { postApi } from '@/lib/typed-api';

/** Always multipart, images or not: the server reads POST /content/ as a form. */
export function createContent(input: ContentCreateInput): Promise<ContentPost> {
  return postApi('/content/' as const, { body: contentCreateFormData(input) });
}

export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContent,
    onSuccess: () => invalidateContentData(queryClient),
    // Refused for the quota: the figure beside the form is worth reading again.
    onError: () => invalidateStorage(queryClient),
  });
}
