import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Spinner } from './spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-errors';

interface CardQueryProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data'>;
  /** The error text when the server sends none, e.g. 'Could not load the backups.' */
  failed: string;
  /** Less room around the spinner, for a card that holds one line. */
  compact?: boolean;
  children: (data: T) => ReactNode;
}

/** A settings card's body: a spinner while its query loads, the error in its place, else the card's content. */
export function CardQuery<T>({ query, failed, compact = false, children }: CardQueryProps<T>) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <div className={cn('flex justify-center text-brand-600', compact ? 'py-4' : 'py-6')}>
        <Spinner className="size-6" label={t`Loading...`} />
      </div>
    );
  }
  if (query.isError) return <Alert tone="error">{errorMessage(query.error, failed)}</Alert>;
  return <>{children(query.data as T)}</>;
}
