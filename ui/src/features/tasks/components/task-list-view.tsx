import { Trans, useLingui } from '@lingui/react/macro';
import { SelectableList } from '@/components/list-kit';
import { TruncatedText } from '@/components/truncated-text';
import { cn } from '@/lib/cn';
import type { Task } from '../types';
import { formatDue, OverdueBadge, PriorityBadge } from './task-badges';
import { TaskMenu, type TaskItemActions } from './task-card';
import { TaskStatusSelect } from './task-status-select';

interface Props {
  tasks: Task[];
  actions: TaskItemActions;
  allSelected: boolean;
  onToggleAll: () => void;
}

export function TaskListView({ tasks, actions, allSelected, onToggleAll }: Props) {
  const { t } = useLingui();
  return (
    <SelectableList
      label={t`Tasks`}
      plural={t({ message: 'tasks', context: 'several, inside a sentence' })}
      allSelected={allSelected}
      onToggleAll={onToggleAll}
      first={t({ message: 'Task', context: 'column header' })}
      columns={
        <>
          <span className="hidden w-40 md:block">
            <Trans context="column header">Due</Trans>
          </span>
          <span className="hidden w-20 md:block">
            <Trans>Priority</Trans>
          </span>
          <span className="hidden w-36 md:block">
            <Trans>Status</Trans>
          </span>
        </>
      }
    >
      {tasks.map((task) => (
        <li
          key={task.id}
          aria-label={task.title}
          // Below md the status select gets a line of its own, wide enough for 'In Progress'.
          className={cn(
            'flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 md:flex-nowrap',
            actions.selected.has(task.id) && 'bg-brand-50/60',
          )}
        >
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-brand-600"
            checked={actions.selected.has(task.id)}
            onChange={() => actions.onToggle(task.id)}
            aria-label={t`Select ${task.title}`}
          />
          <div className="order-1 min-w-0 flex-1 basis-0 md:order-none">
            <TruncatedText as="p" lines={2} text={task.title} className="text-sm font-semibold text-slate-900" />
            <p className="flex min-w-0 text-xs text-slate-600">
              <TruncatedText text={task.client_name} className="max-w-[60%] shrink-0" />
              <span aria-hidden="true" className="shrink-0 px-1">
                ·
              </span>
              <TruncatedText text={task.assigned_to_name ?? t`Unassigned`} />
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-1.5 md:hidden">
              <PriorityBadge priority={task.priority} />
              {task.is_overdue && <OverdueBadge />}
              <span className="text-xs text-slate-600">
                <Trans>Due {formatDue(task.due_date)}</Trans>
              </span>
            </div>
          </div>
          <div className={cn('hidden w-40 text-xs md:block', task.is_overdue ? 'text-red-700' : 'text-slate-600')}>
            <p>{formatDue(task.due_date)}</p>
            {task.is_overdue && <OverdueBadge />}
          </div>
          <div className="hidden w-20 md:block">
            <PriorityBadge priority={task.priority} />
          </div>
          <div className="order-3 basis-full pl-7 md:order-none md:basis-auto md:pl-0">
            <TaskStatusSelect task={task} className="w-36" />
          </div>
          <div className="order-2 md:order-none">
            <TaskMenu task={task} actions={actions} />
          </div>
        </li>
      ))}
    </SelectableList>
  );
}
