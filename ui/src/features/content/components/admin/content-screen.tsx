import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ActionDock } from '@/components/action-dock';
import { Button } from '@/components/button';
import { ListEmpty } from '@/components/list-kit';
import { QueryState } from '@/components/query-state';
import { useCurrentUser } from '@/lib/session';
import { isMember } from '@/lib/staff-role';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useApproveContent } from '../../api/approve-content';
import { useContent } from '../../api/get-content';
import { approvedOnBehalf, waitsForClient } from '../../approve-for-client';
import {
  NO_CONTENT_FILTERS,
  SOCIAL_PLATFORMS,
  type ContentFilters,
  type ContentPost,
  type SocialPlatform,
} from '../../types';
import { ContentCalendar } from '../calendar/content-calendar';
import { ApproveForClientDialog } from '../detail/approve-for-client-dialog';
import { FeedbackDialog } from '../detail/feedback-dialog';
import { ImageViewer } from '../detail/image-viewer';
import { postName } from '../detail/post-format';
import { hashParam, hashWith } from '@/lib/hash-link';
import { usePostLink } from '../detail/post-link';
import { toggled, visibleSelection } from './bulk-selection';
import { ContentBulkBar } from './content-bulk-bar';
import { ContentDeleteDialog } from './content-delete-dialog';
import { ContentFormModal } from './content-form-modal';
import { ContentStatCards } from './content-stat-cards';
import { ContentToolbar, OVERDUE, type ContentView } from './content-toolbar';
import { MarkPostedModal } from './mark-posted-modal';
import { PostCard } from './post-card';
import type { PostAction } from './post-display';
import { PostListView } from './post-list-view';
import type { PostItemActions } from './post-menu';
import { isDirectAction, usePostActions } from './use-post-actions';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'reject' | 'mark-posted' | 'approve-for-client'; post: ContentPost }
  | { kind: 'images'; post: ContentPost; index: number }
  | null;

function viewOf(hash: string): ContentView {
  const view = hashParam(hash, 'view');
  return view === 'list' || view === 'calendar' ? view : 'grid';
}

function platformFilter(value: string): SocialPlatform | 'all' {
  return (SOCIAL_PLATFORMS as readonly string[]).includes(value) ? (value as SocialPlatform) : 'all';
}

/** Admin Content (spec 000 section 2): every client's posts, their approvals, publishing and results. */
export function AdminContentScreen() {
  const { t } = useLingui();
  // The view lives in the address ('#content?view=calendar'), so a reload or an opened post keeps it.
  const { hash } = useLocation();
  const navigate = useNavigate();
  // An agency member sees the posts of its assigned clients only.
  const member = isMember(useCurrentUser());
  const view = viewOf(hash);
  const setView = (next: ContentView) => navigate({ hash: hashWith(hash, 'view', next === 'grid' ? null : next) });
  const calendar = view === 'calendar';
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ContentFilters>(NO_CONTENT_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const notice = useTimedMessage(4_000);
  const debouncedSearch = useDebouncedValue(search);
  // The server answers the overdue filter alone, never with a search (422): choosing one clears the other.
  const overdue = filters.approval === OVERDUE;
  const query = { ...filters, search: overdue ? '' : debouncedSearch };
  const content = useContent(query);
  const list = content.data ?? [];
  const chosen = visibleSelection(list, selected);
  const filtered =
    query.search.trim() !== '' ||
    overdue ||
    (['client', 'status', 'platform'] as const).some((k) => filters[k] !== 'all');
  // The detail panel follows the address ('#content?post=12'); the panel itself comes with C2's detail work.
  const { open } = usePostLink();
  const runDirect = usePostActions({ onNotice: notice.show, onError: setError });
  const approve = useApproveContent();

  function onAction(post: ContentPost, action: PostAction) {
    if (action === 'approve' && waitsForClient(post)) return setDialog({ kind: 'approve-for-client', post });
    if (isDirectAction(action)) return runDirect(post, action);
    if (action === 'edit') setDialog({ kind: 'edit', post });
    else if (action === 'delete') setDialog({ kind: 'delete', post });
    else if (action === 'reject') setDialog({ kind: 'reject', post });
    else if (action === 'mark-posted') setDialog({ kind: 'mark-posted', post });
  }

  const actions: PostItemActions = {
    selected,
    onToggle: (id) => setSelected((current) => toggled(current, id)),
    onOpen: (post) => open(post.id),
    onAction,
    onImages: (post, index) => setDialog({ kind: 'images', post, index }),
  };
  const allSelected = list.length > 0 && chosen.length === list.length;
  const clearFilters = () => {
    setSearch('');
    setFilters(NO_CONTENT_FILTERS);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          {member ? (
            <Trans>Plan posts for your clients, collect approvals and record results.</Trans>
          ) : (
            <Trans>Plan posts for every client, collect approvals and record results.</Trans>
          )}
        </p>
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setDialog({ kind: 'create' })}>
          <Trans>Create Content</Trans>
        </Button>
      </div>
      <ContentStatCards />
      <ContentToolbar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          if (overdue && value.trim()) setFilters((current) => ({ ...current, approval: 'all' }));
        }}
        filters={filters}
        onFilter={(key, value) => {
          // 'Overdue approval' sits among the statuses: the pending posts past their deadline.
          if (key === 'status' && value === OVERDUE) {
            setSearch('');
            return setFilters((current) => ({ ...current, status: 'pending-approval', approval: OVERDUE }));
          }
          setFilters((current) => ({ ...current, [key]: value, ...(key === 'status' && { approval: 'all' }) }));
        }}
        view={view}
        onView={setView}
      />
      <ActionDock
        bar={
          !calendar &&
          chosen.length > 0 && (
            <ContentBulkBar
              posts={chosen}
              onClear={() => setSelected(new Set())}
              onError={setError}
              onNotice={notice.show}
            />
          )
        }
        error={error}
        notice={notice.message}
        onDismissError={() => setError(null)}
      />

      {calendar ? (
        <ContentCalendar
          client={filters.client === 'all' ? undefined : Number(filters.client)}
          platform={platformFilter(filters.platform)}
          status={filters.status}
          showClient={filters.client === 'all'}
        />
      ) : (
        <QueryState
          query={content}
          loading={t`Loading content`}
          failed={t`Could not load the content.`}
          empty={
            <ListEmpty
              filtered={filtered}
              noun={t`post`}
              plural={t`posts`}
              onClear={clearFilters}
              icon={FileText}
              title={t`No Content Yet`}
              description={t`Posts your team or your clients create show up here for approval and scheduling.`}
            />
          }
        >
          {(posts) =>
            view === 'grid' ? (
              <ul aria-label={t`Posts`} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {posts.map((post) => (
                  <PostCard key={post.id} post={post} actions={actions} />
                ))}
              </ul>
            ) : (
              <PostListView
                posts={posts}
                actions={actions}
                allSelected={allSelected}
                onToggleAll={() => setSelected(allSelected ? new Set() : new Set(posts.map((post) => post.id)))}
              />
            )
          }
        </QueryState>
      )}
      {!calendar && list.length > 0 && (
        <p className="text-center text-xs text-slate-500" aria-live="polite">
          <Plural value={list.length} one="# post" other="# posts" />
        </p>
      )}

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <ContentFormModal
          post={dialog.kind === 'edit' ? dialog.post : undefined}
          onClose={() => setDialog(null)}
          onSaved={(saved, created) =>
            notice.show(
              created
                ? saved.status === 'approved'
                  ? t`Post created and approved.`
                  : t`Post created and sent to the client for approval.`
                : t`Post updated.`,
            )
          }
        />
      )}
      {dialog?.kind === 'mark-posted' && (
        <MarkPostedModal
          post={dialog.post}
          onClose={() => setDialog(null)}
          onDone={() => notice.show(t`Post marked as posted.`)}
        />
      )}
      {dialog?.kind === 'approve-for-client' && (
        <ApproveForClientDialog
          waiting={[dialog.post]}
          confirmLabel={t`Approve for Client`}
          onConfirm={async () => {
            setError(null);
            await approve.mutateAsync(dialog.post.id);
            notice.show(t(approvedOnBehalf(dialog.post)));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'reject' && (
        <FeedbackDialog post={dialog.post} asAdmin onClose={() => setDialog(null)} onDone={notice.show} />
      )}
      {dialog?.kind === 'images' && (
        <ImageViewer
          images={dialog.post.images}
          name={postName(dialog.post)}
          startAt={dialog.index}
          onClose={() => setDialog(null)}
        />
      )}
      <ContentDeleteDialog post={dialog?.kind === 'delete' ? dialog.post : null} onClose={() => setDialog(null)} />
    </div>
  );
}
