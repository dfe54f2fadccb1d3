import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-errors';
import { Alert } from './alert';
import { Spinner } from './spinner';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  /** The spinner's name for screen readers, e.g. 'Loading clients'. */
  loading: string;
  /** The error text when the server sends none, e.g. 'Could not load the clients.' */
  failed: string;
  /** 'page': a large centred spinner for a screen; 'panel': a small one inside a card. */
  size?: 'page' | 'panel';
  /** When `empty` stands instead of `children`; by default, when the answer is an empty list. */
  isEmpty?: (data: T) => boolean;
  /** Shown instead of `children` when `isEmpty` says so. */
  empty?: ReactNode;
  /** Replaces the default error (the message and Try again), for screens whose spec words it otherwise. */
  error?: (message: string, retry: () => void) => ReactNode;
  children: (data: T) => ReactNode;
}

/** A list answer with nothing in it: an empty array, or a page whose `results` are empty. */
function isEmptyList(data: unknown): boolean {
  const list = Array.isArray(data) ? data : (data as { results?: unknown } | null)?.results;
  return Array.isArray(list) && list.length === 0;
}

/** The loading, error and empty cascade every list and panel goes through, in one place. */
export function QueryState<T>({
  query,
  loading,
  failed,
  size = 'page',
  isEmpty = isEmptyList,
  empty,
  error,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) {
    return size === 'page' ? (
      <div className="flex justify-center py-16">
        <Spinner label={loading} className="size-8 text-brand-600" />
      </div>
    ) : (
      <Spinner label={loading} className="text-brand-600" />
    );
  }
  if (query.isError) {
    const message = errorMessage(query.error, failed);
    const retry = () => void query.refetch();
    if (error) return <>{error(message, retry)}</>;
    return (
      <Alert tone="error">
        <span>{message}</span>{' '}
        <button type="button" onClick={retry} className="font-semibold underline underline-offset-2">
          <Trans>Try again</Trans>
        </button>
      </Alert>
    );
  }
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
