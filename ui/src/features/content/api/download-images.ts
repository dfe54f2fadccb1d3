import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

export const DOWNLOAD_IMAGES_FAILED = msg`Failed to download images`;

/** Every image of the post, as post_{id}_images.zip (the server answers 404 when there are none). */
export function downloadImages(id: number): Promise<void> {
  return downloadFile(`/content/${id}/download_images/` as const, `post_${id}_images.zip` as const);
}

export function useDownloadImages() {
  return useMutation({ mutationFn: downloadImages });
}
