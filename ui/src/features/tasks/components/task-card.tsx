import { Trans, useLingui } from '@lingui/react/macro';
import { Calendar, User } from 'lucide-react';
import { MenuButton } from '@/components/menu-button';
import { TruncatedText } from '@/components/truncated-text';
import { cn } from '@/lib/cn';
import type { Task } from '../types';
import { formatDue, OverdueBadge, PriorityBadge } from './task-badges';
import { TaskStatusSelect } from './task-status-select';

export interface TaskItemActions {
  selected: Set<number>;
  onToggle: (id: number) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

export const TASK_DRAG_TYPE = 'application/x-atrium-task';

export function TaskCard({ task, actions }: { task: Task; actions: TaskItemActions }) {
  const { t } = useLingui();
  const selected = actions.selected.has(task.id);
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(TASK_DRAG_TYPE, String(task.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid={`task-card-${task.id}`}
      aria-label={task.title}
      className={cn(
        'min-w-0 cursor-grab rounded-xl bg-white p-3 shadow-sm ring-1 active:cursor-grabbing',
        selected ? 'ring-2 ring-brand-500' : task.is_overdue ? 'ring-red-300' : 'ring-slate-200',
      )}
    >
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          checked={selected}
          onChange={() => actions.onToggle(task.id)}
          aria-label={t`Select ${task.title}`}
        />
        <div className="min-w-0 flex-1">
          <TruncatedText
            as="h4"
            lines={3}
            text={task.title}
            className="text-sm leading-snug font-semibold text-slate-900"
          />
          <TruncatedText as="p" text={task.client_name} className="mt-0.5 text-xs text-slate-500" />
        </div>
        <TaskMenu task={task} actions={actions} />
      </div>
      {task.description && (
        <TruncatedText as="p" lines={2} text={task.description} className="mt-2 text-xs text-slate-600" />
      )}
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <PriorityBadge priority={task.priority} />
        {task.is_overdue && <OverdueBadge />}
      </div>
      <div className="mt-2 space-y-1 text-xs text-slate-500">
        <p className={cn('flex items-center gap-1.5', task.is_overdue && 'font-medium text-red-700')}>
          <Calendar className="size-3.5 shrink-0" aria-hidden="true" />
          <span>
            <Trans>Due {formatDue(task.due_date)}</Trans>
          </span>
        </p>
        <p className="flex items-center gap-1.5">
          <User className="size-3.5 shrink-0" aria-hidden="true" />
          <TruncatedText text={task.assigned_to_name ?? t`Unassigned`} />
        </p>
      </div>
      <TaskStatusSelect task={task} className="mt-3 w-full" />
    </li>
  );
}

/** A task's Edit and Delete, the same on its card and in the list. */
export function TaskMenu({ task, actions }: { task: Task; actions: TaskItemActions }) {
  const { t } = useLingui();
  return (
    <MenuButton
      label={t`Actions for ${task.title}`}
      actions={[
        { label: t`Edit Task`, onSelect: () => actions.onEdit(task) },
        { label: t`Delete Task`, onSelect: () => actions.onDelete(task), danger: true },
      ]}
    />
  );
}
