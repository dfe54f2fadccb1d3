import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { Card } from '@/components/card';
import { MetaLine } from '@/components/meta-line';
import { QueryState } from '@/components/query-state';
import { TruncatedText } from '@/components/truncated-text';
import { formatMoney } from '@/lib/money';
import { sectionHref } from '@/lib/paths';
import { useRecentClients } from '../api/get-clients';
import { packageLabel, type Client } from '../types';
import { ClientStatusBadge, PaymentBadge } from './client-badges';
import { ClientDetailsModal } from './client-details-modal';

const OVERVIEW_CLIENTS = 5;

/** The panel's query, for the overview that waits until every panel has its answer. */
export const useClientStatusPanelQuery = () => useRecentClients(OVERVIEW_CLIENTS);

/** The overview's Client Status: the first five clients, each opening the details modal. */
export function ClientStatusPanel() {
  const { t } = useLingui();
  const clients = useClientStatusPanelQuery();
  const [open, setOpen] = useState<Client | null>(null);
  const perMonth = (fee: string) => t({ message: `${fee}/mo`, comment: 'A monthly fee, e.g. “$250.00/mo”' });
  const viewLabel = (name: string) => t`View details for ${name}`;
  return (
    <Card
      title={t`Client Status`}
      as="h3"
      actions={
        <Link to={sectionHref('clients')} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          <Trans>View all</Trans>
        </Link>
      }
    >
      <QueryState
        query={clients}
        size="panel"
        loading={t`Loading clients`}
        failed={t`Could not load the clients.`}
        empty={
          <p className="text-sm text-slate-500">
            <Trans>No clients yet. Add one from the Clients screen.</Trans>
          </p>
        }
      >
        {(list) => (
          // A container query, not a screen one: in the overview's half-width column a 1280 px screen is as
          // tight as a phone, and there the badges take a second line instead of pushing View onto one.
          <ul className="@container -my-3 divide-y divide-slate-100">
            {list.map((client) => (
              <li key={client.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <Avatar src={client.user_avatar} name={client.name} size="sm" />
                <div className="min-w-0 flex-1 basis-40">
                  <TruncatedText as="p" text={client.name} className="text-sm font-medium text-slate-900" />
                  {/* The fee is never cut: a long company takes its own line and gives way there. */}
                  <MetaLine className="text-xs text-slate-500">
                    <TruncatedText text={client.company} />
                    <span className="whitespace-nowrap">
                      {client.package ? perMonth(formatMoney(client.monthly_fee_cents)) : packageLabel(client.package)}
                    </span>
                  </MetaLine>
                </div>
                <div className="order-last flex w-full flex-wrap gap-1 pl-11 @lg:order-none @lg:w-auto @lg:justify-end @lg:pl-0">
                  <ClientStatusBadge status={client.status} />
                  <PaymentBadge status={client.payment_status} />
                </div>
                <button
                  type="button"
                  onClick={() => setOpen(client)}
                  className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  aria-label={viewLabel(client.name)}
                >
                  <Trans>View</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ClientDetailsModal client={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
