import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/modal';
import { useStorage } from '@/lib/storage-query';
import { StorageMeter } from '@/components/storage-meter';
import { formatDay } from '@/lib/days';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { packageLabel, type Client } from '../types';
import { ClientApprovalsCard } from './client-approvals-card';
import { AccessBadge, ClientStatusBadge, PaymentBadge } from './client-badges';
import { ClientPublishingToggle } from './client-publishing-toggle';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      {/* The dialog is the place to read a long name or email whole, so it wraps instead of being cut. */}
      <dd className="min-w-0 text-sm font-medium text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** In the reader's language when called. */
function portalAccess(client: Client): string {
  if (client.user_id !== null) {
    const name = [client.user_first_name, client.user_last_name].filter(Boolean).join(' ');
    return name ? `${name} (${client.user_email ?? ''})` : (client.user_email ?? t`Yes`);
  }
  return client.invitation_pending ? t`Invitation pending` : t`Not invited`;
}

/** The client's attachments and post images against its quota (what the agency uploads for it counts too). */
function ClientStorage({ clientId }: { clientId: number }) {
  const storage = useStorage(clientId);
  if (storage.isPending)
    return (
      <p className="py-2.5 text-sm text-slate-500">
        <Trans>Loading storage...</Trans>
      </p>
    );
  if (storage.isError)
    return (
      <p className="py-2.5 text-sm text-red-700">
        <Trans>Could not load this client&apos;s storage.</Trans>
      </p>
    );
  return <StorageMeter use={storage.data} className="py-2.5" />;
}

/** Another feature's part of the client's detail (the team), told when it opens a dialog of its own. */
export type ClientPart = (client: Client, onDialogChange: (open: boolean) => void) => ReactNode;

interface Props {
  client: Client | null;
  onClose: () => void;
  /** The client's team, from the team feature. */
  team?: ClientPart;
  /**
   * An agency member's view: who the client is and where it posts, without its money, storage, publishing
   * and approval settings (the server refuses those to a member).
   */
  readOnly?: boolean;
}

export function ClientDetailsModal({ client, onClose, team, readOnly = false }: Props) {
  const { t } = useLingui();
  const [childOpen, setChildOpen] = useState(false);
  return (
    <Modal
      open={client !== null}
      onClose={onClose}
      size={team ? 'lg' : 'md'}
      trapFocus={!childOpen}
      title={client ? <bdi>{client.name}</bdi> : t`Client`}
      description={client?.company ? <bdi>{client.company}</bdi> : undefined}
    >
      {client && (
        <>
          <div className="mb-3 flex flex-wrap gap-2">
            <ClientStatusBadge status={client.status} />
            {!readOnly && <PaymentBadge status={client.payment_status} />}
            <AccessBadge client={client} />
          </div>
          <dl className="divide-y divide-slate-100">
            <Row label={t`Email`}>
              <bdi>{client.email}</bdi>
            </Row>
            <Row label={t`Package`}>{packageLabel(client.package)}</Row>
            {!readOnly && (
              <>
                <Row label={t`Monthly fee`}>{formatMoney(client.monthly_fee_cents)}</Row>
                <Row label={t`Next payment`}>{client.next_payment ? formatDay(client.next_payment) : t`Not set`}</Row>
              </>
            )}
            <Row label={t`Platforms`}>
              {client.platforms.length ? client.platforms.join(', ') : t({ message: 'None', context: 'no platforms' })}
            </Row>
            <Row label={t`Account manager`}>
              {client.account_manager ? <bdi>{client.account_manager}</bdi> : t`Not assigned`}
            </Row>
            {!readOnly && <Row label={t`Total spent`}>{formatMoney(client.total_spent_cents)}</Row>}
            <Row label={t`Portal access`}>
              <bdi>{portalAccess(client)}</bdi>
            </Row>
            <Row label={t`Client since`}>{formatDate(client.created_at)}</Row>
          </dl>
          {!readOnly && (
            <>
              <div className="border-t border-slate-100">
                <ClientStorage clientId={client.id} />
              </div>
              <div className="border-t border-slate-100">
                <ClientPublishingToggle clientId={client.id} />
              </div>
            </>
          )}
          {team && (
            <section aria-labelledby="client-team-title" className="mt-4 border-t border-slate-100 pt-4">
              <h3 id="client-team-title" className="mb-4 text-base font-semibold text-slate-900">
                <Trans context="a client team">Team</Trans>
              </h3>
              {team(client, setChildOpen)}
            </section>
          )}
          {!readOnly && <ClientApprovalsCard clientId={client.id} />}
        </>
      )}
    </Modal>
  );
}
