import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ListEmpty } from '@/components/list-kit';
import { QueryState } from '@/components/query-state';
import { saveErrorMessage } from '@/lib/api-errors';
import { sectionHref } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useClients } from '../api/get-clients';
import { useInviteClient } from '../api/invite-client';
import { hasFilters, NO_FILTERS, type Client, type ClientFilters } from '../types';
import { ClientCard, type ClientCardActions } from './client-card';
import { ClientDeleteDialog } from './client-delete-dialog';
import { ClientDetailsModal, type ClientPart } from './client-details-modal';
import { ClientFormModal } from './client-form-modal';
import { ClientMarkPaidDialog } from './client-mark-paid-dialog';
import { ClientHeaderStats } from './client-header-stats';
import { ClientStatsModal } from './client-stats-modal';
import { ClientToolbar } from './client-toolbar';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'details' | 'stats' | 'delete' | 'paid'; client: Client } | null;

/** '#clients?add=1' (the overview's Add New Client card) opens the add form straight away. */
function wantsAddForm(hash: string): boolean {
  return new URLSearchParams(hash.split('?')[1] ?? '').get('add') === '1';
}

/**
 * `headerActions`: buttons from other features for this header (the billing's Pending Verifications);
 * `team`: the team feature's part of a client's detail; `readOnly`: an agency member's list of its assigned
 * clients, which it reads only (no adding, editing, deleting, inviting, money or agency figures).
 */
export function ClientsScreen({
  headerActions,
  team,
  readOnly = false,
}: {
  headerActions?: ReactNode;
  team?: ClientPart;
  readOnly?: boolean;
}) {
  const { t } = useLingui();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(() => (!readOnly && wantsAddForm(hash) ? { kind: 'add' } : null));
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ClientFilters>(NO_FILTERS);
  const debouncedSearch = useDebouncedValue(search);
  const query = { ...filters, search: debouncedSearch };
  const clients = useClients(query);
  const invite = useInviteClient();
  const notice = useTimedMessage(6_000);
  const [actionError, setActionError] = useState<string | null>(null);

  function close() {
    setDialog(null);
    if (hash.includes('?')) navigate(sectionHref('clients'), { replace: true });
  }

  // One request per card at a time: a double click on Invite sends one.
  const once = useSingleFlight();
  function run(client: Client, action: () => Promise<unknown>, success: string | null, fallback: string) {
    once(async () => {
      setActionError(null);
      try {
        await action();
        if (success) notice.show(success);
      } catch (caught) {
        setActionError(saveErrorMessage(caught, fallback, t({ message: 'client', context: 'what failed' })));
      }
    }, String(client.id));
  }

  const busyId = (invite.isPending && invite.variables) || null;
  const actions: ClientCardActions = {
    onView: (client) => setDialog({ kind: 'details', client }),
    onEdit: (client) => setDialog({ kind: 'edit', client }),
    onDelete: (client) => setDialog({ kind: 'delete', client }),
    onStats: (client) => setDialog({ kind: 'stats', client }),
    onMarkPaid: (client) => setDialog({ kind: 'paid', client }),
    onInvite: (client) =>
      run(
        client,
        async () => {
          const email = (await invite.mutateAsync(client.id)).email;
          notice.show(t`Invitation sent to ${email}`);
        },
        null,
        t`Failed to send the invitation`,
      ),
    busyId: typeof busyId === 'number' ? busyId : null,
  };

  const filtered = hasFilters(query);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          {readOnly ? (
            <Trans>The clients you are assigned: you work on their content, tasks and messages.</Trans>
          ) : (
            <Trans>Everyone your agency works for, their plans and payments.</Trans>
          )}
        </p>
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            {headerActions}
            <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setDialog({ kind: 'add' })}>
              <Trans>Add New Client</Trans>
            </Button>
          </div>
        )}
      </div>
      {!readOnly && <ClientHeaderStats />}
      <ClientToolbar
        search={search}
        onSearch={setSearch}
        filters={filters}
        onFilter={(key, value) => setFilters((current) => ({ ...current, [key]: value }))}
        money={!readOnly}
      />
      {notice.message && <Alert tone="success">{notice.message}</Alert>}
      {actionError && <Alert tone="error">{actionError}</Alert>}

      <QueryState
        query={clients}
        loading={t`Loading clients`}
        failed={t`Could not load the clients.`}
        empty={
          <ListEmpty
            filtered={filtered}
            noun={t({ message: 'client', context: 'noun in a list sentence' })}
            plural={t({ message: 'clients', context: 'noun in a list sentence' })}
            noMatch={t`No client matches this search and these filters. Try fewer words or clear a filter.`}
            onClear={() => {
              setSearch('');
              setFilters(NO_FILTERS);
            }}
            icon={Users}
            title={readOnly ? t`No Clients Assigned` : t`No Clients Yet`}
            description={
              readOnly
                ? t`An owner assigns you the clients you work on, in Settings › Staff.`
                : t`Add your first client to track their plan, status and payments, and invite them to the portal.`
            }
          />
        }
      >
        {(list) => (
          <ul
            aria-label={t`Clients`}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            aria-busy={clients.isFetching}
          >
            {list.map((client) => (
              <ClientCard key={client.id} client={client} actions={actions} readOnly={readOnly} />
            ))}
          </ul>
        )}
      </QueryState>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <ClientFormModal
          client={dialog.kind === 'edit' ? dialog.client : undefined}
          onClose={close}
          onSaved={(saved) => {
            close();
            const name = saved.name;
            notice.show(dialog.kind === 'edit' ? t`${name} updated.` : t`${name} added.`);
          }}
        />
      )}
      <ClientDetailsModal
        client={dialog?.kind === 'details' ? dialog.client : null}
        onClose={close}
        team={team}
        readOnly={readOnly}
      />
      <ClientStatsModal client={dialog?.kind === 'stats' ? dialog.client : null} onClose={close} />
      <ClientDeleteDialog client={dialog?.kind === 'delete' ? dialog.client : null} onClose={close} />
      {dialog?.kind === 'paid' && (
        <ClientMarkPaidDialog
          client={dialog.client}
          onClose={close}
          onDone={(message) => {
            close();
            notice.show(message);
          }}
        />
      )}
    </div>
  );
}
