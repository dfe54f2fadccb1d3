import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Select } from '@/components/input';
import { QueryState } from '@/components/query-state';
import { ellipsize } from '@/lib/text';
import { useAdminPerformance } from '../../api/get-admin-performance';
import { useClientOptions } from '@/lib/client-options';
import { useDownloadReport } from '../../api/download-report';
import { performanceKeys } from '../../api/performance-keys';
import { DEFAULT_PERIOD, isPeriod, PERIOD_LABELS } from '../../figures';
import { REPORT_FAILED, type ReportFormat } from '../../report';
import { PERIODS, type AdminPerformance, type Period } from '../../types';
import { ReportButton } from '../shared/report-button';
import { Tabs } from '../shared/tabs';
import { AdminOverviewTab } from './admin-overview-tab';
import { AdvancedTab } from './advanced-tab';
import { ClientPerformanceTab } from './client-performance-tab';
import { RealtimeTab } from './realtime-tab';

type Tab = 'overview' | 'clients' | 'realtime' | 'advanced';

// Exactly the spec's four tabs (spec 000 section 2, Admin Performance Analytics).
const TABS: ReadonlyArray<{ id: Tab; label: MessageDescriptor }> = [
  { id: 'overview', label: msg`Overview` },
  { id: 'clients', label: msg`Client Performance` },
  { id: 'realtime', label: msg`Real-time Metrics` },
  { id: 'advanced', label: msg`Advanced Analytics` },
];

function Figures({
  period,
  client,
  children,
}: {
  period: Period;
  client: number | null;
  children: (data: AdminPerformance) => ReactNode;
}) {
  const { t } = useLingui();
  const figures = useAdminPerformance(period, client);
  return (
    <QueryState query={figures} loading={t`Loading performance`} failed={t`Could not load the performance figures.`}>
      {(data) => <div aria-busy={figures.isFetching}>{children(data)}</div>}
    </QueryState>
  );
}

/** The agency's performance analytics: filters, Refresh, Export Report and four tabs. */
export function AdminPerformanceScreen() {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<Tab>('overview');
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const [client, setClient] = useState<number | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const queryClient = useQueryClient();
  const clients = useClientOptions();
  const report = useDownloadReport();
  const clientName = clients.data?.find((option) => option.id === client)?.name;
  const scope = clientName ?? t`All clients`;

  async function refresh() {
    // Figures come from the server's snapshots; Refresh asks for them again (syncing is the clients' button).
    setRefreshing(true);
    await queryClient.invalidateQueries({ queryKey: performanceKeys.all });
    setRefreshing(false);
  }

  function exportReport(format: ReportFormat) {
    report.mutate({ request: { format, period, client }, subject: client });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:w-[32rem]">
          <Select
            label={t`Client`}
            value={client === null ? 'all' : String(client)}
            onChange={(event) => setClient(event.target.value === 'all' ? null : Number(event.target.value))}
          >
            <option value="all">{t`All clients`}</option>
            {clients.data?.map((option) => (
              <option key={option.id} value={String(option.id)} title={option.name} dir="auto">
                {ellipsize(option.name, 50)}
              </option>
            ))}
          </Select>
          <Select
            label={t`Period`}
            value={period}
            onChange={(event) => isPeriod(event.target.value) && setPeriod(event.target.value)}
          >
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                {i18n._(PERIOD_LABELS[value])}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
            loading={refreshing}
            onClick={() => void refresh()}
          >
            <Trans>Refresh</Trans>
          </Button>
          <ReportButton label={t`Export Report`} pending={report.isPending} onExport={exportReport} />
        </div>
      </div>
      {report.isError && <Alert tone="error">{i18n._(REPORT_FAILED)}</Alert>}

      <Tabs
        label={t`Performance views`}
        tabs={TABS.map((entry) => ({ id: entry.id, label: i18n._(entry.label) }))}
        current={tab}
        onChange={setTab}
      >
        {tab === 'overview' && (
          <Figures period={period} client={client}>
            {(data) => <AdminOverviewTab data={data} scope={scope} />}
          </Figures>
        )}
        {tab === 'clients' && <ClientPerformanceTab period={period} client={client} onPickClient={setClient} />}
        {tab === 'realtime' && <RealtimeTab client={client} />}
        {tab === 'advanced' && (
          <Figures period={period} client={client}>
            {(data) => <AdvancedTab data={data} />}
          </Figures>
        )}
      </Tabs>
    </div>
  );
}
