import { FileText, LayoutGrid, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { renderToString as renderHtml } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { clientFilterOptions, ListEmpty, Pagination, ViewToggle } from './list-kit';
import { WithI18n } from '@/lib/i18n-test-provider';

const renderToString = (node: ReactNode) => renderHtml(<WithI18n>{node}</WithI18n>);

const noop = () => {};

describe('ListEmpty', () => {
  it('offers to clear the search when a filter emptied the list', () => {
    const html = renderToString(
      <ListEmpty filtered noun="post" plural="posts" onClear={noop} icon={FileText} title="None" description="-" />,
    );
    expect(html).toContain('No matching posts');
    expect(html).toContain('No post matches this search and these filters.');
    expect(html).toContain('Clear search and filters');
  });

  it('says what the list will hold when nothing was ever added', () => {
    const html = renderToString(
      <ListEmpty
        filtered={false}
        noun="post"
        plural="posts"
        onClear={noop}
        icon={FileText}
        title="No Content Yet"
        description="Posts show up here."
      />,
    );
    expect(html).toContain('No Content Yet');
    expect(html).not.toContain('Clear search and filters');
  });
});

describe('Pagination', () => {
  it('names the range, the total and the page, and disables what cannot be followed', () => {
    const html = renderToString(
      <Pagination label="Invoice pages" page={1} pageSize={20} count={57} hasNext onPage={noop} />,
    );
    expect(html).toContain('aria-label="Invoice pages"');
    // React's text-node separators (<!-- -->) depend on how the words are split, not on what they say.
    const text = html.replaceAll('<!-- -->', '');
    expect(text).toContain('1–20 of 57');
    expect(text).toContain('Page 1 of 3');
    expect(html).toMatch(/<button[^>]*disabled[^>]*>.*Previous/);
  });

  it('says "at least" when the server stopped counting', () => {
    const html = renderToString(
      <Pagination label="Pages" page={2} pageSize={20} count={1000} countExact={false} hasNext onPage={noop} />,
    );
    expect(html).toContain('at least 1,000');
    expect(html).not.toContain('Page ');
  });
});

describe('ViewToggle', () => {
  it('presses the current view in a group named View', () => {
    const html = renderToString(
      <ViewToggle
        views={[
          ['grid', 'Grid', LayoutGrid],
          ['list', 'List', List],
        ]}
        value="list"
        onChange={noop}
      />,
    );
    expect(html).toContain('role="group" aria-label="View"');
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*Grid/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*List/);
  });
});

describe('clientFilterOptions', () => {
  it('cuts a long name short and keeps it whole in the tooltip', () => {
    const [option] = clientFilterOptions([{ id: 7, name: 'x'.repeat(60) }], 10);
    expect(option).toEqual({ value: '7', label: option!.label, title: 'x'.repeat(60), dir: 'auto' });
    expect(option!.label.length).toBeLessThanOrEqual(10);
  });
});
