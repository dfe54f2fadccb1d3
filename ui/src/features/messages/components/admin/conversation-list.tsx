import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox, Plus, RefreshCw } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SearchInput } from '@/components/search-input';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/cn';
import { READ_FILTERS } from '../../conversation-filter';
import { messagesHash } from '../../messages-link';
import type { Conversation, ReadFilter } from '../../types';
import { useNow } from '@/lib/use-now';
import { ConversationItem } from './conversation-item';

interface Props {
  /** Already searched and filtered. */
  conversations: Conversation[];
  total: number;
  loading: boolean;
  refreshing: boolean;
  fallback: boolean;
  hash: string;
  selectedId: number | null;
  search: string;
  onSearch: (value: string) => void;
  filter: ReadFilter;
  onFilter: (value: ReadFilter) => void;
  onRefresh: () => void;
  onNew: () => void;
}

/** The left column of Admin Messages (spec 000): search, read filter, refresh, New, and the conversations. */
export function ConversationList(props: Props) {
  const { conversations, total, loading, refreshing, fallback, hash, selectedId, search, filter } = props;
  const { t } = useLingui();
  const now = useNow();
  const filtered = search.trim() !== '' || filter !== 'all';
  return (
    <section aria-label={t`Conversations`} className="flex min-h-0 flex-col">
      <div className="space-y-3 border-b border-slate-200 p-3">
        <div className="flex items-center gap-2">
          <h2 className="flex-1 text-base font-semibold text-slate-900">
            <Trans>Conversations</Trans>
          </h2>
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            onClick={props.onRefresh}
            disabled={refreshing}
            aria-label={t`Refresh conversations`}
            title={t`Refresh`}
            icon={<RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden="true" />}
          />
          <Button size="sm" onClick={props.onNew} icon={<Plus className="size-4" aria-hidden="true" />}>
            <Trans context="new conversation">New</Trans>
          </Button>
        </div>
        <SearchInput
          label={t`Search conversations`}
          value={search}
          onChange={props.onSearch}
          placeholder={t`Search by name or company`}
        />
        <div
          role="group"
          aria-label={t({ message: 'Show', context: 'filter conversations' })}
          className="flex rounded-lg bg-slate-100 p-1"
        >
          {READ_FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => props.onFilter(value)}
              className={cn(
                'flex-1 rounded-md px-3 py-1 text-sm font-medium',
                filter === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {t(label)}
            </button>
          ))}
        </div>
        {fallback && (
          <Alert tone="info">
            <Trans>Conversations could not be loaded; showing every client with a portal account.</Trans>
          </Alert>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {loading ? (
          <div className="flex justify-center py-10">
            <Spinner label={t`Loading conversations`} className="size-7 text-brand-600" />
          </div>
        ) : conversations.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-sm text-slate-500">
            <Inbox className="size-8 text-slate-300" aria-hidden="true" />
            {filtered && total > 0 ? (
              <p>
                <Trans>No conversations match.</Trans>
              </p>
            ) : (
              <p>
                <Trans>
                  No conversations yet. Clients appear here once they have a portal account; use New to write first.
                </Trans>
              </p>
            )}
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationItem
                  conversation={conversation}
                  selected={conversation.id === selectedId}
                  hash={messagesHash(hash, 'client', String(conversation.id))}
                  now={now}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
