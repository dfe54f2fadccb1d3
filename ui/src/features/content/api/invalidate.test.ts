import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NO_CONTENT_FILTERS, type ContentPage, type ContentPost } from '../types';
import { contentKeys } from './get-content';
import { patchCachedPost, restoreCache } from './invalidate';

const post = (id: number, scheduled_date: string) => ({ id, scheduled_date }) as ContentPost;
const page = (results: ContentPost[]): ContentPage => ({
  count: results.length,
  count_exact: true,
  next: null,
  previous: null,
  results,
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData(contentKeys.list(NO_CONTENT_FILTERS), [post(1, 'a'), post(2, 'a')]);
  client.setQueryData(contentKeys.page(NO_CONTENT_FILTERS, 1, 3), page([post(1, 'a')]));
  client.setQueryData(contentKeys.calendar('2030-01-01', '2030-02-11'), [post(1, 'a')]);
  client.setQueryData(contentKeys.detail(1), post(1, 'a'));
  client.setQueryData(contentKeys.comments(1), [{ id: 1, body: 'kept as it is' }]);
  return client;
}

describe('patchCachedPost', () => {
  it('changes the post in every list, page, calendar range and its detail, and no other post', async () => {
    const client = seeded();
    await patchCachedPost(client, 1, (p) => ({ ...p, scheduled_date: 'b' }));
    expect(
      client.getQueryData<ContentPost[]>(contentKeys.list(NO_CONTENT_FILTERS))?.map((p) => p.scheduled_date),
    ).toEqual(['b', 'a']);
    expect(
      client.getQueryData<ContentPage>(contentKeys.page(NO_CONTENT_FILTERS, 1, 3))?.results[0]?.scheduled_date,
    ).toBe('b');
    expect(
      client.getQueryData<ContentPost[]>(contentKeys.calendar('2030-01-01', '2030-02-11'))?.[0]?.scheduled_date,
    ).toBe('b');
    expect(client.getQueryData<ContentPost>(contentKeys.detail(1))?.scheduled_date).toBe('b');
  });

  it('leaves the comment thread, which is cached under the post, untouched', async () => {
    const client = seeded();
    await patchCachedPost(client, 1, (p) => ({ ...p, scheduled_date: 'b' }));
    expect(client.getQueryData(contentKeys.comments(1))).toEqual([{ id: 1, body: 'kept as it is' }]);
  });

  it('puts everything back as it was when the server refuses the change', async () => {
    const client = seeded();
    const snapshot = await patchCachedPost(client, 1, (p) => ({ ...p, scheduled_date: 'b' }));
    restoreCache(client, snapshot);
    expect(
      client.getQueryData<ContentPost[]>(contentKeys.calendar('2030-01-01', '2030-02-11'))?.[0]?.scheduled_date,
    ).toBe('a');
    expect(client.getQueryData<ContentPost>(contentKeys.detail(1))?.scheduled_date).toBe('a');
  });
});
