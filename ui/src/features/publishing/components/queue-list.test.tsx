import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inLanguage, WithI18n } from '@/lib/i18n-test-provider';
import type { QueuePost } from '../types';
import { QueueList } from './queue-list';

const stuck = {
  id: 7,
  title: 'Autumn drop',
  content: '',
  platform: 'instagram',
  client_name: 'Pia Prints',
  scheduled_date: '2026-11-28T10:00:00Z',
  post_url: null,
  publishing: {
    state: 'not_publishable',
    problems: ['Instagram needs an image or a video.'],
    error: null,
    account_username: null,
    published_at: null,
  },
} as unknown as QueuePost;

describe('QueueList', () => {
  it('says why a post cannot go out in the reader’s language', async () => {
    await inLanguage('de', () => {
      const html = renderToString(
        <WithI18n>
          <QueueList posts={[stuck]} actions={() => null} />
        </WithI18n>,
      );
      expect(html).toContain('Instagram braucht ein Bild oder ein Video.');
      expect(html).not.toContain('needs an image');
    });
  });
});
