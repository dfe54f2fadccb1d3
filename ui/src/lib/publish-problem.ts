import { t } from '@lingui/core/macro';

/**
 * A problem the server found with a post (src/domain/publishing.rs), or the reason a publish failed for it, in
 * the reader's language when the forms say the same sentence; any other (one with a number in it, a platform's
 * own reason) as the server wrote it.
 */
export function problemInLanguage(problem: string): string {
  // Keyed by the server's English.
  const known: Record<string, () => string> = {
    'Instagram needs an image or a video.': () => t`Instagram needs an image or a video.`,
    'YouTube needs a title.': () => t`YouTube needs a title.`,
    'YouTube titles cannot contain < or >.': () => t`YouTube titles cannot contain < or >.`,
    'YouTube needs a video.': () => t`YouTube needs a video.`,
    'YouTube takes a video, not images.': () => t`YouTube takes a video, not images.`,
    'YouTube takes one video per post and no images.': () => t`YouTube takes one video per post and no images.`,
  };
  return known[problem]?.() ?? problem;
}
