import { plural, t } from '@lingui/core/macro';
// Client-side checks for a post's images and videos, so a refusal is said before anything is uploaded. The
// server checks the same limits again (and the real type from the bytes); these only spare a wasted upload.

import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_POST_IMAGES, MAX_VIDEO_BYTES, VIDEO_TYPES } from '../../types';

export { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES };
export const MAX_IMAGES = MAX_POST_IMAGES;
export const IMAGE_ACCEPT = [...IMAGE_TYPES, ...VIDEO_TYPES].join(',');

export interface ImageCheck {
  /** The files that may be added, in the order chosen. */
  accepted: File[];
  /** One sentence per kind of refusal, empty when every file was taken. */
  problems: string[];
}

function names(files: File[]): string {
  return files.map((file) => `"${file.name}"`).join(', ');
}

const isVideo = (file: File) => (VIDEO_TYPES as readonly string[]).includes(file.type);
const isImage = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

/**
 * Which of `chosen` can join a post that already holds `current` images and videos: wrong types, images
 * over 10MB and videos over 1GB are refused by name, and past the 10-file limit the extra files are left
 * out with a count.
 */
export function checkImageFiles(current: number, chosen: readonly File[]): ImageCheck {
  const wrongType = chosen.filter((file) => !isImage(file) && !isVideo(file));
  const tooLarge = chosen.filter((file) => isImage(file) && file.size > MAX_IMAGE_BYTES);
  const videoTooLarge = chosen.filter((file) => isVideo(file) && file.size > MAX_VIDEO_BYTES);
  const refused = new Set([...wrongType, ...tooLarge, ...videoTooLarge]);
  const fitting = chosen.filter((file) => !refused.has(file));
  const room = Math.max(0, MAX_IMAGES - current);
  const accepted = fitting.slice(0, room);
  const leftOut = fitting.length - accepted.length;

  const problems: string[] = [];
  if (wrongType.length > 0) {
    const list = names(wrongType);
    problems.push(t`Not an image or video Atrium can post (JPEG, PNG, GIF, WebP, MP4 or MOV): ${list}.`);
  }
  if (tooLarge.length > 0) {
    const list = names(tooLarge);
    problems.push(
      tooLarge.length === 1
        ? t`This image is larger than 10MB: ${list}.`
        : t`These images are larger than 10MB: ${list}.`,
    );
  }
  if (videoTooLarge.length > 0) {
    const list = names(videoTooLarge);
    problems.push(
      videoTooLarge.length === 1
        ? t`This video is larger than 1GB: ${list}.`
        : t`These videos are larger than 1GB: ${list}.`,
    );
  }
  if (leftOut > 0)
    problems.push(
      t`A post can have at most ${MAX_IMAGES} images and videos; ${plural(leftOut, { one: '# was not added.', other: '# were not added.' })}`,
    );
  return { accepted, problems };
}

/** 2_411_724 -> '2.3 MB', for the preview captions. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}
