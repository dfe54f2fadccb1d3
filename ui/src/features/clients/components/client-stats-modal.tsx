import { AlertTriangle, CalendarClock, DollarSign, ListChecks, Wallet } from 'lucide-react';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { StatCard } from '@/components/stat-card';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { useClientTaskCounts } from '../api/get-client-task-counts';
import { dayToDate, type Client } from '../types';
import { ClientStatusBadge, PaymentBadge } from './client-badges';

function TaskFigures({ clientId }: { clientId: number }) {
  const counts = useClientTaskCounts(clientId);
  return (
    <QueryState query={counts} size="panel" loading="Loading task figures" failed="Could not load the task figures.">
      {({ open, overdue, total }) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <StatCard label="Open tasks" value={open} icon={ListChecks} detail={`${total} in total`} />
          <StatCard label="Overdue tasks" value={overdue} icon={AlertTriangle} tone={overdue ? 'danger' : 'neutral'} />
        </div>
      )}
    </QueryState>
  );
}

/** A client's money and task figures at a glance. */
export function ClientStatsModal({ client, onClose }: { client: Client | null; onClose: () => void }) {
  return (
    <Modal
      open={client !== null}
      onClose={onClose}
      title={
        client ? (
          <>
            <bdi>{client.name}</bdi> stats
          </>
        ) : (
          'Stats'
        )
      }
      size="lg"
    >
      {client && (
        <div className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <ClientStatusBadge status={client.status} />
            <PaymentBadge status={client.payment_status} />
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <StatCard
              label="Monthly fee"
              value={formatMoney(client.monthly_fee_cents)}
              icon={DollarSign}
              tone="success"
            />
            <StatCard
              label="Total paid"
              value={formatMoney(client.total_spent_cents)}
              icon={Wallet}
              tone="brand"
              detail="All paid invoices"
            />
            <StatCard
              label="Next payment"
              value={client.next_payment ? formatDate(dayToDate(client.next_payment)) : 'Not set'}
              icon={CalendarClock}
              tone="neutral"
            />
          </div>
          <TaskFigures clientId={client.id} />
        </div>
      )}
    </Modal>
  );
}
