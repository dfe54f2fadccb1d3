import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, FileText, Plus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { cn } from '@/lib/cn';
import { may } from '@/lib/seat';
import { useCurrentUser } from '@/lib/session';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useOwnSocialAccounts } from '../../api/client-social-accounts';
import { useContent } from '../../api/get-content';
import { useContentStats } from '../../api/get-content-stats';
import { NO_CONTENT_FILTERS, PLATFORM_LABELS, SOCIAL_PLATFORMS, type SocialPlatform } from '../../types';
import { ContentCalendar } from '../calendar/content-calendar';
import { hashParam, hashWith } from '@/lib/hash-link';
import { usePostLink } from '../detail/post-link';
import { ClientPostCard } from './client-post-card';
import { ContentCounters } from './content-counters';
import { CREATE_TEXT, CreateContentForm } from './create-content-form';
import { PlatformCards } from './platform-cards';

type View = 'grid' | 'calendar' | 'create';

function viewOf(hash: string): View {
  const view = hashParam(hash, 'view');
  return view === 'calendar' || view === 'create' ? view : 'grid';
}

function platformOf(hash: string): SocialPlatform | 'all' {
  const platform = hashParam(hash, 'platform');
  return (SOCIAL_PLATFORMS as readonly string[]).includes(platform ?? '') ? (platform as SocialPlatform) : 'all';
}

const filterButton = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ring-1 ring-inset',
    active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
  );

/**
 * The client's content (spec 001 section 2.5): the grid titled Content Calendar, the calendar itself, and
 * the create screen. View and platform filter live in the address, so a reload or Back keeps them.
 */
export function ClientContentScreen() {
  const { t } = useLingui();
  const { hash } = useLocation();
  const navigate = useNavigate();
  // Proposing posts is the approver's and the owner's; a viewer reads (and its '?view=create' reads the grid).
  const canCreate = may(useCurrentUser(), 'review');
  const asked = viewOf(hash);
  const view = asked === 'create' && !canCreate ? 'grid' : asked;
  const platform = platformOf(hash);
  const overdue = hashParam(hash, 'approval') === 'overdue';
  const { open } = usePostLink();
  const platformName = platform === 'all' ? '' : PLATFORM_LABELS[platform];
  const submitted = useTimedMessage();
  const stats = useContentStats();
  const accounts = useOwnSocialAccounts();
  const posts = useContent({ ...NO_CONTENT_FILTERS, platform, approval: overdue ? 'overdue' : undefined });

  const setParam = (key: string, value: string | null) => navigate({ hash: hashWith(hash, key, value) });
  const setView = (next: View) => setParam('view', next === 'grid' ? null : next);
  const setPlatform = (next: SocialPlatform | 'all') => setParam('platform', next === 'all' ? null : next);

  if (view === 'create') {
    return (
      <div className="space-y-5">
        <h2 className="text-xl font-semibold text-slate-900">
          <Trans>Create New Content</Trans>
        </h2>
        <CreateContentForm
          onCancel={() => setView('grid')}
          onCreated={() => {
            submitted.show(t(CREATE_TEXT.success));
            setView('grid');
          }}
        />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">
            <Trans>Content Calendar</Trans>
          </h2>
          <p className="text-sm text-slate-500">
            <Trans>Review what the agency plans for you, and send your own ideas.</Trans>
          </p>
        </div>
        {canCreate && (
          <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setView('create')}>
            <Trans>Create Content</Trans>
          </Button>
        )}
      </div>
      {submitted.message && <Alert tone="success">{submitted.message}</Alert>}

      <PlatformCards
        stats={stats.data}
        accounts={accounts.data}
        selected={platform}
        onToggle={(p) => setPlatform(platform === p ? 'all' : p)}
      />
      <ContentCounters stats={stats.data} />

      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t`Filter content`}>
        <button
          type="button"
          aria-pressed={platform === 'all'}
          className={filterButton(platform === 'all')}
          onClick={() => setPlatform('all')}
        >
          <Trans>All Content</Trans>
        </button>
        {SOCIAL_PLATFORMS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={platform === p}
            className={filterButton(platform === p)}
            onClick={() => setPlatform(p)}
          >
            {PLATFORM_LABELS[p]}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={overdue}
          className={filterButton(overdue)}
          onClick={() => setParam('approval', overdue ? null : 'overdue')}
        >
          <Trans>Overdue approval</Trans>
        </button>
        <button
          type="button"
          aria-pressed={view === 'calendar'}
          className={cn(filterButton(view === 'calendar'), 'sm:ml-auto')}
          onClick={() => setView(view === 'calendar' ? 'grid' : 'calendar')}
        >
          <CalendarDays className="size-4" aria-hidden="true" />
          <Trans>Calendar View</Trans>
        </button>
      </div>

      {view === 'calendar' ? (
        <ContentCalendar platform={platform} />
      ) : (
        <QueryState
          query={posts}
          loading={t`Loading content`}
          failed={t`Could not load your content.`}
          empty={
            <EmptyState
              icon={FileText}
              title={t`No Content Yet`}
              description={
                overdue
                  ? t`No post is past its approval deadline.`
                  : platform === 'all'
                    ? t`Posts you plan with your account team show up here, from draft to approval to posted.`
                    : t`No ${platformName} posts yet.`
              }
              action={
                canCreate && (
                  <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setView('create')}>
                    <Trans>Create Content</Trans>
                  </Button>
                )
              }
            />
          }
        >
          {(list) => (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t`Your content`}>
              {list.map((post) => (
                <li key={post.id} className="flex">
                  <ClientPostCard post={post} onOpen={open} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </div>
  );
}
