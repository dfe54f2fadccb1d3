import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { SearchInput } from '@/components/search-input';
import { Spinner } from '@/components/spinner';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { useClientOptions } from '@/lib/client-options';
import { cn } from '@/lib/cn';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useUpdateStaffRole } from '../api/update-staff-role';
import { staffName, type StaffMember } from './staff-list';

/** From this many clients on, a search narrows the list. */
const SEARCH_FROM = 8;

interface Props {
  /** The member whose clients are chosen; null while the dialog is closed. */
  member: StaffMember | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * Owners: which of the agency's clients a member works on, as a list of checkboxes, saved at once with
 * PATCH {role: 'member', clients} (which replaces the whole set). The server's refusal is shown in place.
 */
export function AssignClientsDialog({ member, onClose, onSaved }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      open={member !== null}
      onClose={onClose}
      title={
        member ? (
          <Trans>
            Clients of <bdi>{staffName(member)}</bdi>
          </Trans>
        ) : (
          t`Clients`
        )
      }
      description={t`A member sees and works on the content, tasks and messages of these clients only.`}
    >
      {/* Keyed by the member, so each opening starts from what the member has now. */}
      {member && <ClientChoice key={member.id} member={member} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ClientChoice({
  member,
  onClose,
  onSaved,
}: {
  member: StaffMember;
  onClose: () => void;
  onSaved: Props['onSaved'];
}) {
  const { t } = useLingui();
  const clients = useClientOptions();
  const update = useUpdateStaffRole();
  const once = useSingleFlight();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(member.clients.map((client) => client.id)));
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);

  function toggle(id: number) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function save() {
    once(async () => {
      setError(null);
      try {
        const ids = (clients.data ?? []).filter((client) => chosen.has(client.id)).map((client) => client.id);
        // A client the list no longer shows (deleted meanwhile) is left out rather than refused.
        await update.mutateAsync({ id: member.id, role: 'member', clients: ids });
        const count = ids.length;
        const name = staffName(member);
        onSaved(
          count === 0
            ? t`${name} has no clients now.`
            : t`${name} now works on ${plural(count, { one: '# client', other: '# clients' })}.`,
        );
        onClose();
      } catch (caught) {
        setError(fieldErrors(caught).clients ?? errorMessage(caught, t`Could not save the clients.`));
      }
    });
  }

  const needle = search.trim().toLowerCase();
  const shown = (clients.data ?? []).filter(
    (client) =>
      needle === '' || [client.name, client.company, client.email].some((text) => text?.toLowerCase().includes(needle)),
  );

  return (
    <div className="space-y-4">
      {clients.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t`Loading the clients`} className="size-6 text-brand-600" />
        </div>
      ) : clients.isError ? (
        <Alert tone="error">
          <Trans>Could not load the clients.</Trans>
        </Alert>
      ) : clients.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>The agency has no clients yet.</Trans>
        </p>
      ) : (
        <>
          {clients.data.length >= SEARCH_FROM && (
            <SearchInput
              label={t`Search clients`}
              value={search}
              onChange={setSearch}
              placeholder={t`Search by name`}
            />
          )}
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">
              <Trans>
                Clients <span className="font-normal text-slate-500">({chosen.size} chosen)</span>
              </Trans>
            </legend>
            <ul className="mt-2 max-h-72 space-y-1.5 overflow-y-auto p-0.5" aria-label={t`Clients to assign`}>
              {shown.map((client) => {
                const checked = chosen.has(client.id);
                return (
                  <li key={client.id}>
                    <label
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ring-1 ring-inset has-focus-visible:ring-2 has-focus-visible:ring-brand-600',
                        checked ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-slate-200 hover:bg-slate-50',
                      )}
                    >
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 accent-brand-600"
                        checked={checked}
                        onChange={() => toggle(client.id)}
                      />
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900">
                          <bdi>{client.name}</bdi>
                        </span>
                        {client.company && (
                          <span className="block truncate text-xs text-slate-500">
                            <bdi>{client.company}</bdi>
                          </span>
                        )}
                      </span>
                    </label>
                  </li>
                );
              })}
              {shown.length === 0 && (
                <li className="px-1 py-2 text-sm text-slate-500">
                  <Trans>No client matches.</Trans>
                </li>
              )}
            </ul>
          </fieldset>
        </>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={save} loading={update.isPending} disabled={!clients.isSuccess}>
          <Trans>Save clients</Trans>
        </Button>
      </div>
    </div>
  );
}
