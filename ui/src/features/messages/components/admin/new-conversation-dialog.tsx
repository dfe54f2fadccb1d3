import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '@/components/modal';
import { SearchInput } from '@/components/search-input';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-errors';
import { useMessagingClients } from '../../api/get-messaging-clients';
import { conversationsFromClients, filterConversations } from '../../conversation-filter';
import { PersonAvatar } from '../shared/person-avatar';

interface Props {
  open: boolean;
  onClose: () => void;
  onPick: (clientId: number) => void;
}

/** 'Start New Conversation' (spec 000): only clients with a portal user can be written to. */
export function NewConversationDialog({ open, onClose, onPick }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const clients = useMessagingClients(open);
  const shown = filterConversations(conversationsFromClients(clients.data ?? []), search, 'all');

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Start New Conversation`}
      description={t`Clients with a portal account. Pick one to open your conversation with them.`}
    >
      <div className="space-y-3">
        <SearchInput
          label={t`Search clients`}
          value={search}
          onChange={setSearch}
          placeholder={t`Search by name or company`}
        />
        {clients.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t`Loading clients`} className="size-6 text-brand-600" />
          </div>
        ) : clients.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(clients.error, t`Could not load the clients.`)}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void clients.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">
            {search.trim() ? t`No client matches.` : t`No client has a portal account yet. Invite one from Clients.`}
          </p>
        ) : (
          <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200">
            {shown.map((client) => (
              <li key={client.id}>
                <button
                  type="button"
                  onClick={() => onPick(client.id)}
                  className="flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <PersonAvatar name={client.name} src={client.avatar} size="sm" />
                  <span className="min-w-0 flex-1">
                    <bdi className="block truncate text-sm font-semibold text-slate-900">{client.name}</bdi>
                    <span className="block truncate text-xs text-slate-500">
                      <bdi>{client.company}</bdi>
                      {client.company && client.email ? ' · ' : ''}
                      {client.email}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
