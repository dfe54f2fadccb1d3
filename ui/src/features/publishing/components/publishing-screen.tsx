import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { clientFilterOptions, FilterSelect, Pagination } from '@/components/list-kit';
import { QueryState } from '@/components/query-state';
import { useClientOptions } from '@/lib/client-options';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/session';
import { isOwner } from '@/lib/staff-role';
import { usePublishingQueue } from '../api/get-queue';
import { usePublishingSummary } from '../api/get-summary';
import { QUEUE_PAGE_SIZE, QUEUE_STAGES, type PublishingSummary, type QueuePost, type QueueStage } from '../types';
import { AccountsStrip } from './accounts-strip';
import { LateApprovalSetting } from './late-approval-setting';
import { QueueList } from './queue-list';

const EMPTY: Record<QueueStage, MessageDescriptor> = {
  upcoming: msg`No approved post is waiting for its time.`,
  publishing: msg`Nothing is being published right now.`,
  published: msg`Nothing has been published yet.`,
  failed: msg`No publication failed.`,
};

interface Props {
  /** A queued post's moves (Publish now, Try again, Mark as posted): the content feature's, composed in app/. */
  actions: (post: QueuePost) => ReactNode;
}

/** The agency's publishing queue: accounts, the late-approval choice, and four stages filterable by client. */
export function PublishingScreen({ actions }: Props) {
  const { t } = useLingui();
  const [client, setClient] = useState('all');
  const [stage, setStage] = useState<QueueStage>('upcoming');
  const [page, setPage] = useState(1);
  const summary = usePublishingSummary(client);
  const clients = useClientOptions();
  const owner = isOwner(useCurrentUser());

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 md:items-start lg:w-[48rem]">
        <FilterSelect
          label={t`Client`}
          hideLabel={false}
          value={client}
          onChange={(value) => {
            setClient(value);
            setPage(1);
          }}
          all={t`All clients`}
          options={clientFilterOptions(clients.data ?? [])}
        />
        {summary.data && <LateApprovalSetting value={summary.data.late_approval} readOnly={!owner} />}
      </div>
      <QueryState query={summary} loading={t`Loading publishing`} failed={t`Could not load the publishing summary.`}>
        {(data) => <AccountsStrip accounts={data.accounts} />}
      </QueryState>
      <StageTabs
        counts={summary.data?.counts}
        current={stage}
        onChange={(next) => {
          setStage(next);
          setPage(1);
        }}
      >
        <Queue stage={stage} client={client} page={page} onPage={setPage} actions={actions} />
      </StageTabs>
    </div>
  );
}

function Queue({
  stage,
  client,
  page,
  onPage,
  actions,
}: {
  stage: QueueStage;
  client: string;
  page: number;
  onPage: (page: number) => void;
  actions: Props['actions'];
}) {
  const { t } = useLingui();
  const queue = usePublishingQueue(stage, client, page);
  return (
    <QueryState
      query={queue}
      loading={t`Loading the queue`}
      failed={t`Could not load the queue.`}
      empty={<EmptyState icon={Send} title={t`Nothing here`} description={t(EMPTY[stage])} />}
    >
      {(data) => (
        <div className="space-y-0" aria-busy={queue.isFetching}>
          <QueueList posts={data.results} actions={actions} />
          {(data.next !== null || page > 1) && (
            <Pagination
              label={t`Queue pages`}
              page={page}
              pageSize={QUEUE_PAGE_SIZE}
              count={data.count}
              countExact={data.count_exact}
              onPage={onPage}
              hasNext={data.next !== null}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}

/** The four stages as ARIA tabs with their counts; arrows move between them. */
function StageTabs({
  counts,
  current,
  onChange,
  children,
}: {
  counts: PublishingSummary['counts'] | undefined;
  current: QueueStage;
  onChange: (stage: QueueStage) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const baseId = useId();
  const tabId = (id: QueueStage) => [baseId, id, 'tab'].join('-');
  function move(from: number, key: string) {
    const count = QUEUE_STAGES.length;
    const to = key === 'ArrowRight' ? (from + 1) % count : key === 'ArrowLeft' ? (from + count - 1) % count : -1;
    const target = QUEUE_STAGES[to];
    if (!target) return;
    onChange(target.id);
    document.getElementById(tabId(target.id))?.focus();
  }
  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label={t`Publishing queue`}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex sm:rounded-none sm:border-b sm:border-slate-200 sm:bg-transparent sm:p-0"
      >
        {QUEUE_STAGES.map((tab, index) => {
          const selected = tab.id === current;
          const count = counts?.[tab.id];
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => move(index, event.key)}
              className={cn(
                'flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold sm:-mb-px sm:rounded-none sm:border-b-2',
                selected
                  ? 'bg-white text-brand-700 shadow-sm sm:border-brand-600 sm:bg-transparent sm:shadow-none'
                  : 'text-slate-600 hover:text-slate-900 sm:border-transparent',
              )}
            >
              {t(tab.label)}
              {count !== undefined && (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    tab.id === 'failed' && count > 0 ? 'bg-red-100 text-red-700' : 'bg-slate-200/70 text-slate-700',
                  )}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(current)}>
        {children}
      </div>
    </div>
  );
}
