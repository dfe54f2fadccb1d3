import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { sectionHref } from '@/lib/paths';
import { useRecentTasks } from '../api/get-tasks';
import { formatDue, OverdueBadge, PriorityBadge } from './task-badges';
import { TaskStatusSelect } from './task-status-select';

const OVERVIEW_TASKS = 5;

/** The overview's Recent Tasks: the first five (soonest due), each with a status select that saves. */
export function RecentTasksPanel() {
  const tasks = useRecentTasks(OVERVIEW_TASKS);
  return (
    <Card
      title="Recent Tasks"
      as="h3"
      actions={
        <Link to={sectionHref('tasks')} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          View all
        </Link>
      }
    >
      {tasks.isPending ? (
        <Spinner label="Loading tasks" className="text-brand-600" />
      ) : tasks.isError ? (
        <Alert tone="error">{tasks.error.message}</Alert>
      ) : tasks.data.length === 0 ? (
        <p className="text-sm text-slate-500">No tasks yet. Create one with New Task.</p>
      ) : (
        <ul aria-label="Recent tasks" className="-my-3 divide-y divide-slate-100">
          {tasks.data.map((task) => (
            <li key={task.id} aria-label={task.title} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-48">
                <p className="truncate text-sm font-medium text-slate-900">{task.title}</p>
                <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                  <span>{task.client_name}</span>
                  <span aria-hidden="true">·</span>
                  <span className={task.is_overdue ? 'font-medium text-red-700' : undefined}>
                    Due {formatDue(task.due_date)}
                  </span>
                </p>
              </div>
              <div className="flex items-center gap-2">
                {task.is_overdue && <OverdueBadge />}
                <PriorityBadge priority={task.priority} />
                <TaskStatusSelect task={task} className="w-32" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
