import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, CheckCircle2, Mail } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { MenuButton } from '@/components/menu-button';
import { TruncatedText } from '@/components/truncated-text';
import { formatDay } from '@/lib/days';
import { formatMoney } from '@/lib/money';
import { packageLabel, type Client } from '../types';
import { AccessBadge, ClientStatusBadge, PaymentBadge } from './client-badges';

export interface ClientCardActions {
  onView: (client: Client) => void;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onStats: (client: Client) => void;
  onMarkPaid: (client: Client) => void;
  onInvite: (client: Client) => void;
  /** The id of the client whose invite request is in flight. */
  busyId: number | null;
}

/**
 * `readOnly`: an agency member's card, which only reads: no edit or delete, no money (fee, payments, Mark
 * Paid, Stats) and no portal invitation, all of which the server refuses it.
 */
export function ClientCard({
  client,
  actions,
  readOnly = false,
}: {
  client: Client;
  actions: ClientCardActions;
  readOnly?: boolean;
}) {
  const { t } = useLingui();
  const busy = actions.busyId === client.id;
  const name = client.name;
  return (
    <li
      className="flex min-w-0 flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-label={client.name}
    >
      <div className="flex items-start gap-3">
        <Avatar src={client.user_avatar} name={client.name} />
        <div className="min-w-0 flex-1">
          <TruncatedText as="h3" lines={2} text={client.name} className="font-semibold text-slate-900" />
          <TruncatedText as="p" text={client.company} className="text-sm text-slate-500" />
        </div>
        <MenuButton
          label={t`Actions for ${name}`}
          actions={[
            { label: t`View Details`, onSelect: () => actions.onView(client) },
            ...(readOnly
              ? []
              : [
                  { label: t`Edit Client`, onSelect: () => actions.onEdit(client) },
                  { label: t`Delete Client`, onSelect: () => actions.onDelete(client), danger: true },
                ]),
          ]}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-1.5">
        <ClientStatusBadge status={client.status} />
        {!readOnly && <PaymentBadge status={client.payment_status} />}
        <AccessBadge client={client} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {!readOnly && (
          <div>
            <dt className="text-slate-500">
              <Trans>Monthly fee</Trans>
            </dt>
            <dd className="font-semibold text-slate-900">{formatMoney(client.monthly_fee_cents)}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-500">
            <Trans>Package</Trans>
          </dt>
          <dd className={client.package ? 'font-semibold text-slate-900' : 'text-slate-600'}>
            {packageLabel(client.package)}
          </dd>
        </div>
        {!readOnly && (
          <div>
            <dt className="text-slate-500">
              <Trans>Next payment</Trans>
            </dt>
            <dd className="text-slate-900">{client.next_payment ? formatDay(client.next_payment) : '—'}</dd>
          </div>
        )}
        {/* The whole width, wrapped where it must: an address cut short cannot be read or copied. */}
        <div className="col-span-2 min-w-0">
          <dt className="text-slate-500">
            <Trans>Email</Trans>
          </dt>
          <dd className="text-slate-900 wrap-anywhere">{client.email}</dd>
        </div>
      </dl>
      {client.platforms.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t`Platforms`}>
          {client.platforms.map((platform) => (
            <li key={platform}>
              <Badge tone="brand">{platform}</Badge>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {/* The payment status follows the invoices: with none open there is nothing to mark paid. */}
          {(client.open_invoice_count ?? 0) > 0 && (
            <Button
              size="sm"
              variant="secondary"
              icon={<CheckCircle2 className="size-4" aria-hidden="true" />}
              onClick={() => actions.onMarkPaid(client)}
              disabled={busy}
              aria-label={t`Mark Paid for ${name}`}
            >
              <Trans>Mark Paid</Trans>
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            icon={<BarChart3 className="size-4" aria-hidden="true" />}
            onClick={() => actions.onStats(client)}
            aria-label={t`Stats for ${name}`}
          >
            <Trans>Stats</Trans>
          </Button>
          {client.user_id === null && (
            <Button
              size="sm"
              variant="ghost"
              icon={<Mail className="size-4" aria-hidden="true" />}
              onClick={() => actions.onInvite(client)}
              disabled={busy}
              aria-label={client.invitation_pending ? t`Resend invite to ${name}` : t`Invite to portal for ${name}`}
            >
              {client.invitation_pending ? <Trans>Resend invite</Trans> : <Trans>Invite to portal</Trans>}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
