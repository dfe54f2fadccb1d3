import type { ReactNode } from 'react';
import { renderToString as renderHtml } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { CardQuery } from './card-query';
import { WithI18n } from '@/lib/i18n-test-provider';

const renderToString = (node: ReactNode) => renderHtml(<WithI18n>{node}</WithI18n>);

type Query = Parameters<typeof CardQuery<string>>[0]['query'];

function render(query: Query) {
  return renderToString(
    <CardQuery query={query} failed="Could not load the backups.">
      {(data) => `content:${data}`}
    </CardQuery>,
  );
}

describe('CardQuery', () => {
  it('shows a spinner while the query loads', () => {
    const html = render({ isPending: true, isError: false, error: null, data: undefined });
    expect(html).toContain('Loading...');
    expect(html).not.toContain('content:');
  });

  it("says the card's own words when the server gives none", () => {
    const html = render({ isPending: false, isError: true, error: new Error('boom'), data: undefined });
    expect(html).toContain('Could not load the backups.');
  });

  it("says the server's sentence when it sends one", () => {
    const error = new ApiError(403, 'Forbidden', { message: 'Only admins see the backups.' });
    const html = render({ isPending: false, isError: true, error, data: undefined });
    expect(html).toContain('Only admins see the backups.');
  });

  it('renders the content once the answer is there', () => {
    expect(render({ isPending: false, isError: false, error: null, data: 'ready' })).toBe('content:ready');
  });
});
