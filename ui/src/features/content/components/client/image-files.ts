// Client-side checks for a post's images, so a refusal is said before anything is uploaded. The server
// checks the same limits again (and the real type from the bytes); these only spare a wasted upload.

import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_POST_IMAGES } from '../../types';

export { MAX_IMAGE_BYTES };
export const MAX_IMAGES = MAX_POST_IMAGES;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export interface ImageCheck {
  /** The files that may be added, in the order chosen. */
  accepted: File[];
  /** One sentence per kind of refusal, empty when every file was taken. */
  problems: string[];
}

function names(files: File[]): string {
  return files.map((file) => `"${file.name}"`).join(', ');
}

/**
 * Which of `chosen` can join a post that already holds `current` images: wrong types and files over 10MB
 * are refused by name, and past the 10-image limit the extra files are left out with a count.
 */
export function checkImageFiles(current: number, chosen: readonly File[]): ImageCheck {
  const wrongType = chosen.filter((file) => !(IMAGE_TYPES as readonly string[]).includes(file.type));
  const tooLarge = chosen.filter((file) => !wrongType.includes(file) && file.size > MAX_IMAGE_BYTES);
  const fitting = chosen.filter((file) => !wrongType.includes(file) && !tooLarge.includes(file));
  const room = Math.max(0, MAX_IMAGES - current);
  const accepted = fitting.slice(0, room);
  const leftOut = fitting.length - accepted.length;

  const problems: string[] = [];
  if (wrongType.length > 0)
    problems.push(`Not an image Atrium can post (JPEG, PNG, GIF or WebP): ${names(wrongType)}.`);
  if (tooLarge.length > 0)
    problems.push(
      `${tooLarge.length === 1 ? 'This image is' : 'These images are'} larger than 10MB: ${names(tooLarge)}.`,
    );
  if (leftOut > 0)
    problems.push(
      `A post can have at most ${MAX_IMAGES} images; ${leftOut} ${leftOut === 1 ? 'was' : 'were'} not added.`,
    );
  return { accepted, problems };
}

/** 2_411_724 -> '2.3 MB', for the preview captions. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
