import { sectionHref } from '@/lib/paths';

// Where the overview sends the client, in the other sections' own hash parameters: the Content section
// opens its create mode on 'view=create' and a post's panel on 'post=ID'.

// eslint-disable-next-line lingui/no-unlocalized-strings -- a URL, read by the router
export const CREATE_CONTENT_HREF = `${sectionHref('content')}?view=create`;
export const BILLING_HREF = sectionHref('billing');
export const MESSAGES_HREF = sectionHref('messages');
export const PERFORMANCE_HREF = sectionHref('performance');

export function contentHref(postId: number): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a URL, read by the router
  return `${sectionHref('content')}?post=${postId}`;
}
