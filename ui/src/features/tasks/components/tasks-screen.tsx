import { Trans, useLingui } from '@lingui/react/macro';
import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { ActionDock } from '@/components/action-dock';
import { Button } from '@/components/button';
import { ListEmpty } from '@/components/list-kit';
import { QueryState } from '@/components/query-state';
import { useCurrentUser } from '@/lib/session';
import { isMember } from '@/lib/staff-role';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTasks } from '../api/get-tasks';
import { NO_TASK_FILTERS, type Task, type TaskFilters } from '../types';
import { BulkBar } from './bulk-bar';
import { TaskBoardView } from './task-board-view';
import type { TaskItemActions } from './task-card';
import { TaskDeleteDialog } from './task-delete-dialog';
import { TaskFormModal } from './task-form-modal';
import { TaskListView } from './task-list-view';
import { TaskStatCards } from './task-stat-cards';
import { TaskToolbar, type TaskView } from './task-toolbar';

type Dialog = { kind: 'new' } | { kind: 'edit' | 'delete'; task: Task } | null;

export function TasksScreen() {
  // The agency-wide counts are the agency's figures, which an agency member does not read (403).
  const { t } = useLingui();
  const member = isMember(useCurrentUser());
  const [view, setView] = useState<TaskView>('board');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<TaskFilters>(NO_TASK_FILTERS);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [bulkError, setBulkError] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search);
  const query = { ...filters, search: debouncedSearch };
  const tasks = useTasks(query);
  const list = tasks.data ?? [];
  // Only tasks still on screen count as selected, so a filter change cannot act on hidden ones.
  const visibleSelected = list.filter((task) => selected.has(task.id)).map((task) => task.id);
  const filtered =
    query.search.trim() !== '' || Object.entries(filters).some(([k, v]) => k !== 'search' && v !== 'all');

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const actions: TaskItemActions = {
    selected,
    onToggle: toggle,
    onEdit: (task) => setDialog({ kind: 'edit', task }),
    onDelete: (task) => setDialog({ kind: 'delete', task }),
  };
  const allSelected = list.length > 0 && visibleSelected.length === list.length;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          {member
            ? t`The work for your clients; drag a card or change its status.`
            : t`Plan the work for every client; drag a card or change its status.`}
        </p>
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setDialog({ kind: 'new' })}>
          <Trans>New Task</Trans>
        </Button>
      </div>
      {!member && <TaskStatCards />}
      <TaskToolbar
        search={search}
        onSearch={setSearch}
        filters={filters}
        onFilter={(key, value) => setFilters((current) => ({ ...current, [key]: value }))}
        view={view}
        onView={setView}
      />
      <ActionDock
        bar={
          visibleSelected.length > 0 && (
            <BulkBar ids={visibleSelected} onClear={() => setSelected(new Set())} onError={setBulkError} />
          )
        }
        error={bulkError}
        onDismissError={() => setBulkError(null)}
      />

      <QueryState
        query={tasks}
        loading={t`Loading tasks`}
        failed={t`Could not load the tasks.`}
        empty={
          <ListEmpty
            filtered={filtered}
            noun={t({ message: 'task', context: 'one, inside a sentence' })}
            plural={t({ message: 'tasks', context: 'several, inside a sentence' })}
            onClear={() => {
              setSearch('');
              setFilters(NO_TASK_FILTERS);
            }}
            icon={ListChecks}
            title={t`No tasks yet`}
            description={t`Tasks you plan for your clients will be listed here by status, priority and due date.`}
          />
        }
      >
        {() =>
          view === 'board' ? (
            <TaskBoardView
              tasks={list}
              actions={actions}
              onViewAllCompleted={() => {
                setFilters((current) => ({ ...current, status: 'completed' }));
                setView('list');
              }}
            />
          ) : (
            <TaskListView
              tasks={list}
              actions={actions}
              allSelected={allSelected}
              onToggleAll={() => setSelected(allSelected ? new Set() : new Set(list.map((task) => task.id)))}
            />
          )
        }
      </QueryState>

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <TaskFormModal task={dialog.kind === 'edit' ? dialog.task : undefined} onClose={() => setDialog(null)} />
      )}
      <TaskDeleteDialog task={dialog?.kind === 'delete' ? dialog.task : null} onClose={() => setDialog(null)} />
    </div>
  );
}
