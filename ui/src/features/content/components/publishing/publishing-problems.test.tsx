import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inLanguage, WithI18n } from '@/lib/i18n-test-provider';
import type { ContentPost } from '../../types';
import { PublishingProblems } from './publishing-status';

const failed = (error: string) => ({ publishing: { state: 'failed', problems: [], error } }) as unknown as ContentPost;

describe('PublishingProblems', () => {
  it('says a failed post’s reason in the reader’s language when it is one of the forms’ sentences', async () => {
    await inLanguage('de', () => {
      const html = renderToString(
        <WithI18n>
          <PublishingProblems post={failed('Instagram needs an image or a video.')} />
        </WithI18n>,
      );
      expect(html).toContain('Instagram braucht ein Bild oder ein Video.');
      expect(html).not.toContain('needs an image');
      const platform = renderToString(
        <WithI18n>
          <PublishingProblems post={failed('(#9004) The media could not be fetched from this uri')} />
        </WithI18n>,
      );
      expect(platform).toContain('(#9004) The media could not be fetched from this uri');
    });
  });
});
