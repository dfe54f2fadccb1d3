import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

export const DOWNLOAD_IMAGES_FAILED = 'Failed to download images';

/** Every image of the post, as post_{id}_images.zip (the server answers 404 when there are none). */
export function downloadImages(id: number): Promise<void> {
  return downloadFile(`/content/${id}/download_images/`, `post_${id}_images.zip`);
}

export function useDownloadImages() {
  return useMutation({ mutationFn: downloadImages });
}
