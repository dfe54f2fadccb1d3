import { MenuButton } from '@/components/menu-button';
import { cn } from '@/lib/cn';
import type { Task } from '../types';
import { formatDue, OverdueBadge, PriorityBadge } from './task-badges';
import type { TaskItemActions } from './task-card';
import { TaskStatusSelect } from './task-status-select';

interface Props {
  tasks: Task[];
  actions: TaskItemActions;
  allSelected: boolean;
  onToggleAll: () => void;
}

export function TaskListView({ tasks, actions, allSelected, onToggleAll }: Props) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={allSelected}
          onChange={onToggleAll}
          aria-label="Select all shown tasks"
        />
        <span className="flex-1">Task</span>
        <span className="hidden w-40 md:block">Due</span>
        <span className="hidden w-20 md:block">Priority</span>
        <span className="w-28 sm:w-32">Status</span>
        <span className="w-8" />
      </div>
      <ul aria-label="Tasks" className="divide-y divide-slate-100">
        {tasks.map((task) => (
          <li
            key={task.id}
            aria-label={task.title}
            className={cn('flex items-center gap-3 px-4 py-3', actions.selected.has(task.id) && 'bg-brand-50/60')}
          >
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-brand-600"
              checked={actions.selected.has(task.id)}
              onChange={() => actions.onToggle(task.id)}
              aria-label={`Select ${task.title}`}
            />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold break-words text-slate-900">{task.title}</p>
              <p className="truncate text-xs text-slate-600">
                {task.client_name} · {task.assigned_to_name ?? 'Unassigned'}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-1.5 md:hidden">
                <PriorityBadge priority={task.priority} />
                {task.is_overdue && <OverdueBadge />}
                <span className="text-xs text-slate-600">Due {formatDue(task.due_date)}</span>
              </div>
            </div>
            <div className={cn('hidden w-40 text-xs md:block', task.is_overdue ? 'text-red-700' : 'text-slate-600')}>
              <p>{formatDue(task.due_date)}</p>
              {task.is_overdue && <OverdueBadge />}
            </div>
            <div className="hidden w-20 md:block">
              <PriorityBadge priority={task.priority} />
            </div>
            <TaskStatusSelect task={task} className="w-28 sm:w-32" />
            <MenuButton
              label={`Actions for ${task.title}`}
              actions={[
                { label: 'Edit Task', onSelect: () => actions.onEdit(task) },
                { label: 'Delete Task', onSelect: () => actions.onDelete(task), danger: true },
              ]}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
