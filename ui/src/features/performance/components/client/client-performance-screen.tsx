import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-errors';
import { sectionHref } from '@/lib/paths';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useClientStats } from '../../api/get-client-stats';
import { useDownloadReport } from '../../api/download-report';
import { usePerformanceRecords } from '../../api/get-performance-records';
import { useRealtimeMetrics } from '../../api/get-realtime-metrics';
import { useSocialAccounts } from '../../api/get-social-accounts';
import { useSyncAccounts } from '../../api/sync-accounts';
import { CLIENT_MONTHS } from '../../client-figures';
import { DEFAULT_PERIOD } from '../../figures';
import { REPORT_FAILED, type ReportFormat } from '../../report';
import { SYNC_FAILED, syncFeedback, type SyncFeedback } from '../../sync-message';
import { ReportButton } from '../shared/report-button';
import { Tabs } from '../shared/tabs';
import { ClientHeadlineCards } from './client-headline-cards';
import { ClientOverviewTab } from './client-overview-tab';
import { EngagementTab } from './engagement-tab';
import { GrowthTab } from './growth-tab';
import { PlatformsTab } from './platforms-tab';

type Tab = 'overview' | 'growth' | 'engagement' | 'platforms';

// Exactly the spec's four tabs (spec 001 section 2.6).
const TABS: ReadonlyArray<{ id: Tab; label: MessageDescriptor }> = [
  { id: 'overview', label: msg`Overview` },
  { id: 'growth', label: msg`Growth Tracking` },
  { id: 'engagement', label: msg`Engagement` },
  { id: 'platforms', label: msg`Platform Performance` },
];

function NoAccountsCard() {
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200" data-testid="no-accounts">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div>
        <h2 className="text-sm font-semibold text-amber-900">
          <Trans>No social accounts connected</Trans>
        </h2>
        <p className="mt-1 text-sm text-amber-800">
          <Trans>Connect Instagram or YouTube to see your followers, reach and engagement here.</Trans>{' '}
          <Link to={sectionHref('overview')} className="font-semibold underline underline-offset-2">
            <Trans>Connect an account</Trans>
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The client's own performance: Refresh (a sync), Download Report, four cards and four tabs. */
export function ClientPerformanceScreen() {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<Tab>('overview');
  const stats = useClientStats();
  const accounts = useSocialAccounts();
  const records = usePerformanceRecords(null, CLIENT_MONTHS);
  const realtime = useRealtimeMetrics(null);
  const sync = useSyncAccounts();
  const report = useDownloadReport();
  // Success vanishes after 3 s (spec); a failure stays until the next try.
  const success = useTimedMessage();
  const [problem, setProblem] = useState<SyncFeedback | null>(null);

  function refresh() {
    success.clear();
    setProblem(null);
    sync.mutate(undefined, {
      onSuccess: (answer) => {
        const feedback = syncFeedback(answer);
        if (feedback.tone === 'success') success.show(feedback.text);
        else setProblem(feedback);
      },
      onError: () => setProblem({ tone: 'error', text: i18n._(SYNC_FAILED) }),
    });
  }

  function exportReport(format: ReportFormat) {
    // The server scopes the report to the caller; the client's id (on any record or account) names the file.
    const own = records.data?.[0]?.client ?? accounts.data?.[0]?.client ?? null;
    report.mutate({ request: { format, period: DEFAULT_PERIOD }, subject: own });
  }

  const accountList = accounts.data ?? [];
  const noAccounts = accounts.isSuccess && !accountList.some((account) => account.is_active);
  const loading = stats.isPending || accounts.isPending || records.isPending;
  const failed = [stats, accounts, records].find((query) => query.isError);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          <Trans>How your accounts are growing, from their daily snapshots.</Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
            loading={sync.isPending}
            onClick={refresh}
          >
            <Trans>Refresh</Trans>
          </Button>
          <ReportButton label={t`Download Report`} pending={report.isPending} onExport={exportReport} />
        </div>
      </div>
      {success.message && <Alert tone="success">{success.message}</Alert>}
      {problem && <Alert tone="error">{problem.text}</Alert>}
      {report.isError && <Alert tone="error">{i18n._(REPORT_FAILED)}</Alert>}
      {failed?.isError && (
        <Alert tone="error">
          {errorMessage(failed.error, t`Failed to load dashboard data`)}{' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => void failed.refetch()}
          >
            <Trans>Try again</Trans>
          </button>
        </Alert>
      )}

      {noAccounts && <NoAccountsCard />}
      <ClientHeadlineCards stats={stats.data} />

      {loading ? (
        <div className="flex justify-center py-12">
          <Spinner label={t`Loading performance`} className="size-8 text-brand-600" />
        </div>
      ) : (
        <Tabs
          label={t`Performance views`}
          tabs={TABS.map((entry) => ({ id: entry.id, label: i18n._(entry.label) }))}
          current={tab}
          onChange={setTab}
        >
          {tab === 'overview' && (
            <ClientOverviewTab stats={stats.data} records={records.data ?? []} accounts={accountList} />
          )}
          {tab === 'growth' && <GrowthTab records={records.data ?? []} />}
          {tab === 'engagement' && <EngagementTab accounts={accountList} realtime={realtime.data ?? []} />}
          {tab === 'platforms' && <PlatformsTab accounts={accountList} realtime={realtime.data ?? []} />}
        </Tabs>
      )}
    </div>
  );
}
