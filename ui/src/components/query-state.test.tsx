import type { ReactNode } from 'react';
import { renderToString as renderHtml } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state';
import { WithI18n } from '@/lib/i18n-test-provider';

const renderToString = (node: ReactNode) => renderHtml(<WithI18n>{node}</WithI18n>);

function answered<T>(data: T) {
  return { isPending: false, isError: false, error: null, data, refetch: () => Promise.reject() } as never;
}

function render(data: unknown, props: { empty?: string; isEmpty?: (data: unknown) => boolean } = {}) {
  return renderToString(
    <QueryState query={answered(data)} loading="Loading" failed="Failed" {...props}>
      {(value) => `rows:${JSON.stringify(value)}`}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the empty state for an empty list, bare or paged', () => {
    expect(render([], { empty: 'Nothing yet' })).toBe('Nothing yet');
    expect(render({ count: 0, results: [] }, { empty: 'Nothing yet' })).toBe('Nothing yet');
  });

  it('shows the rows of a list that has some', () => {
    expect(render([1], { empty: 'Nothing yet' })).toBe('rows:[1]');
    expect(render({ results: [1] }, { empty: 'Nothing yet' })).toBe('rows:{&quot;results&quot;:[1]}');
  });

  it('renders an empty list through its children when the screen gives no empty state', () => {
    expect(render([])).toBe('rows:[]');
  });

  it('asks the screen when it says what empty means', () => {
    expect(render(null, { empty: 'No conversation', isEmpty: (data) => data === null })).toBe('No conversation');
    expect(render([], { empty: 'Nothing yet', isEmpty: () => false })).toBe('rows:[]');
  });
});
