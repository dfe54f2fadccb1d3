import { useLingui } from '@lingui/react/macro';
import { Radio } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useRealtimeMetrics } from '../../api/get-realtime-metrics';
import { useClientOptions } from '@/lib/client-options';
import { useNow } from '@/lib/use-now';
import { RealtimeCard } from '../shared/realtime-card';

/** A card per connected account, newest update first, or the spec's empty state. */
export function RealtimeTab({ client }: { client: number | null }) {
  const { t } = useLingui();
  const metrics = useRealtimeMetrics(client);
  // The snapshots carry the client's id; the filter's names (already loaded) say whose each account is.
  const clients = useClientOptions();
  const owners = new Map(clients.data?.map((option) => [option.id, option.name]));
  const now = useNow();
  return (
    <QueryState
      query={metrics}
      loading={t`Loading real-time metrics`}
      failed={t`Could not load real-time metrics.`}
      empty={
        <EmptyState
          icon={Radio}
          title={t`No Real-time Data Available`}
          description={t`Figures appear here once a client connects an Instagram or YouTube account and it has synced.`}
        />
      }
    >
      {(data) => (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy={metrics.isFetching}>
          {data.map((metric) => (
            <RealtimeCard key={metric.account.id} metric={metric} now={now} owner={owners.get(metric.client)} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
