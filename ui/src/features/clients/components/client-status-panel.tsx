import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Avatar } from '@/components/avatar';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { formatCurrency } from '@/lib/format';
import { sectionHref } from '@/lib/paths';
import { useRecentClients } from '../api/get-clients';
import type { Client } from '../types';
import { ClientStatusBadge, PaymentBadge } from './client-badges';
import { ClientDetailsModal } from './client-details-modal';

const OVERVIEW_CLIENTS = 5;

/** The overview's Client Status: the first five clients, each opening the details modal. */
export function ClientStatusPanel() {
  const clients = useRecentClients(OVERVIEW_CLIENTS);
  const [open, setOpen] = useState<Client | null>(null);
  return (
    <Card
      title="Client Status"
      as="h3"
      actions={
        <Link to={sectionHref('clients')} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          View all
        </Link>
      }
    >
      {clients.isPending ? (
        <Spinner label="Loading clients" className="text-brand-600" />
      ) : clients.isError ? (
        <Alert tone="error">{clients.error.message}</Alert>
      ) : clients.data.length === 0 ? (
        <p className="text-sm text-slate-500">No clients yet. Add one from the Clients screen.</p>
      ) : (
        <ul className="-my-3 divide-y divide-slate-100">
          {clients.data.map((client) => (
            <li key={client.id} className="flex items-center gap-3 py-3">
              <Avatar src={client.user_avatar} name={client.name} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{client.name}</p>
                <p className="truncate text-xs text-slate-500">
                  {client.company} · {formatCurrency(client.monthly_fee)}/mo
                </p>
              </div>
              <div className="hidden flex-wrap justify-end gap-1 sm:flex">
                <ClientStatusBadge status={client.status} />
                <PaymentBadge status={client.payment_status} />
              </div>
              <button
                type="button"
                onClick={() => setOpen(client)}
                className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                aria-label={`View details for ${client.name}`}
              >
                View
              </button>
            </li>
          ))}
        </ul>
      )}
      <ClientDetailsModal client={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
