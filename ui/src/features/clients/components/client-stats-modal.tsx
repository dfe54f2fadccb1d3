import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, CalendarClock, DollarSign, ListChecks, Wallet } from 'lucide-react';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { StatCard } from '@/components/stat-card';
import { formatDay } from '@/lib/days';
import { formatMoney } from '@/lib/money';
import { useClientTaskCounts } from '../api/get-client-task-counts';
import { type Client } from '../types';
import { ClientStatusBadge, PaymentBadge } from './client-badges';

function TaskFigures({ clientId }: { clientId: number }) {
  const { t } = useLingui();
  const counts = useClientTaskCounts(clientId);
  return (
    <QueryState
      query={counts}
      size="panel"
      loading={t`Loading task figures`}
      failed={t`Could not load the task figures.`}
    >
      {({ open, overdue, total }) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <StatCard label={t`Open tasks`} value={open} icon={ListChecks} detail={t`${total} in total`} />
          <StatCard
            label={t`Overdue tasks`}
            value={overdue}
            icon={AlertTriangle}
            tone={overdue ? 'danger' : 'neutral'}
          />
        </div>
      )}
    </QueryState>
  );
}

/** A client's money and task figures at a glance. */
export function ClientStatsModal({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = client?.name ?? '';
  return (
    <Modal
      open={client !== null}
      onClose={onClose}
      title={
        client ? (
          <Trans>
            <bdi>{name}</bdi> stats
          </Trans>
        ) : (
          t`Stats`
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
              label={t`Monthly fee`}
              value={formatMoney(client.monthly_fee_cents)}
              icon={DollarSign}
              tone="success"
            />
            <StatCard
              label={t`Total paid`}
              value={formatMoney(client.total_spent_cents)}
              icon={Wallet}
              tone="brand"
              detail={t`All paid invoices`}
            />
            <StatCard
              label={t`Next payment`}
              value={client.next_payment ? formatDay(client.next_payment) : t`Not set`}
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
