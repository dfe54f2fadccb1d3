import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { useUpdateTask } from '../api/update-task';
import { STATUS_LABELS, TASK_STATUSES, type Task, type TaskStatus } from '../types';

/**
 * Saves on change. It is also the keyboard way to move a card between kanban columns, which dragging
 * cannot offer.
 */
export function TaskStatusSelect({ task, className }: { task: Task; className?: string }) {
  const { t } = useLingui();
  const update = useUpdateTask();
  return (
    <select
      aria-label={t`Status for ${task.title}`}
      value={task.status}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ id: task.id, status: event.target.value as TaskStatus })}
      className={cn(
        'h-8 rounded-lg border-0 bg-white py-1 pr-7 pl-2 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none',
        className,
      )}
    >
      {TASK_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
