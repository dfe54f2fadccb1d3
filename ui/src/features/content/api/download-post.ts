import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

export const DOWNLOAD_POST_FAILED = msg`Failed to download post data`;

/** The post's data as post_{id}.json. */
export function downloadPost(id: number): Promise<void> {
  return downloadFile(`/content/${id}/download/` as const, `post_${id}.json` as const);
}

export function useDownloadPost() {
  return useMutation({ mutationFn: downloadPost });
}
