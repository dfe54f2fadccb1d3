import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useUpdateTask } from '../api/update-task';
import { COMPLETED_PREVIEW, groupByStatus } from '../task-board';
import { STATUS_LABELS, TASK_STATUSES, type Task, type TaskStatus } from '../types';
import { TASK_DRAG_TYPE, TaskCard, type TaskItemActions } from './task-card';

const COLUMN_ACCENT: Record<TaskStatus, string> = {
  pending: 'bg-amber-400',
  'in-progress': 'bg-brand-500',
  review: 'bg-violet-500',
  completed: 'bg-emerald-500',
};

interface Props {
  tasks: Task[];
  actions: TaskItemActions;
  /** 'view all' on the completed column: the list view filtered to completed tasks. */
  onViewAllCompleted: () => void;
}

export function TaskBoardView({ tasks, actions, onViewAllCompleted }: Props) {
  const columns = groupByStatus(tasks);
  const update = useUpdateTask();
  const [over, setOver] = useState<TaskStatus | null>(null);

  function onDrop(status: TaskStatus, event: React.DragEvent) {
    event.preventDefault();
    setOver(null);
    const id = Number(event.dataTransfer.getData(TASK_DRAG_TYPE));
    const task = tasks.find((t) => t.id === id);
    if (task && task.status !== status) update.mutate({ id, status });
  }

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
      {TASK_STATUSES.map((status) => {
        const all = columns[status];
        const shown = status === 'completed' ? all.slice(0, COMPLETED_PREVIEW) : all;
        return (
          <section
            key={status}
            aria-labelledby={`column-${status}`}
            data-testid={`column-${status}`}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(TASK_DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(status);
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
            }}
            onDrop={(event) => onDrop(status, event)}
            className={cn(
              'flex min-h-40 flex-col rounded-2xl bg-slate-100/80 p-3 ring-1 ring-slate-200 transition-colors',
              over === status && 'bg-brand-50 ring-2 ring-brand-400',
            )}
          >
            <header className="mb-3 flex items-center gap-2 px-1">
              <span className={cn('size-2 rounded-full', COLUMN_ACCENT[status])} aria-hidden="true" />
              <h3 id={`column-${status}`} className="text-sm font-semibold text-slate-800">
                {STATUS_LABELS[status]}
              </h3>
              <span className="ml-auto rounded-full bg-white px-2 text-xs font-semibold text-slate-600 ring-1 ring-slate-200">
                {all.length}
              </span>
            </header>
            {shown.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-500">
                <Trans>Drop a task here</Trans>
              </p>
            ) : (
              <ul className="space-y-3">
                {shown.map((task) => (
                  <TaskCard key={task.id} task={task} actions={actions} />
                ))}
              </ul>
            )}
            {all.length > shown.length && (
              <button
                type="button"
                onClick={onViewAllCompleted}
                className="mt-3 rounded-lg py-1.5 text-sm font-semibold text-brand-700 hover:bg-white"
              >
                <Trans>View all {all.length} completed</Trans>
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
