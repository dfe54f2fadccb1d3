import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { MetaLine } from '@/components/meta-line';
import { QueryState } from '@/components/query-state';
import { TruncatedText } from '@/components/truncated-text';
import { cn } from '@/lib/cn';
import { sectionHref } from '@/lib/paths';
import { useRecentTasks } from '../api/get-tasks';
import { formatDue, OverdueBadge, PriorityBadge } from './task-badges';
import { TaskStatusSelect } from './task-status-select';

const OVERVIEW_TASKS = 5;

/** The panel's query, for the overview that waits until every panel has its answer. */
export const useRecentTasksPanelQuery = () => useRecentTasks(OVERVIEW_TASKS);

/** The overview's Recent Tasks: the first five (soonest due), each with a status select that saves. */
export function RecentTasksPanel() {
  const { t } = useLingui();
  const tasks = useRecentTasksPanelQuery();
  return (
    <Card
      title={t`Recent Tasks`}
      as="h3"
      actions={
        <Link to={sectionHref('tasks')} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          <Trans>View all</Trans>
        </Link>
      }
    >
      <QueryState
        query={tasks}
        size="panel"
        loading={t`Loading tasks`}
        failed={t`Could not load the tasks.`}
        empty={
          <p className="text-sm text-slate-500">
            <Trans>No tasks yet. Create one with New Task.</Trans>
          </p>
        }
      >
        {(list) => (
          <ul aria-label={t`Recent tasks`} className="-my-3 divide-y divide-slate-100">
            {list.map((task) => (
              <li key={task.id} aria-label={task.title} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <div className="min-w-0 flex-1 basis-48">
                  <TruncatedText as="p" text={task.title} className="text-sm font-medium text-slate-900" />
                  <MetaLine className="text-xs text-slate-500">
                    <TruncatedText text={task.client_name} />
                    <span className={cn('whitespace-nowrap', task.is_overdue && 'font-medium text-red-700')}>
                      <Trans>Due {formatDue(task.due_date)}</Trans>
                    </span>
                  </MetaLine>
                </div>
                <div className="flex items-center gap-2">
                  {task.is_overdue && <OverdueBadge />}
                  <PriorityBadge priority={task.priority} />
                  <TaskStatusSelect task={task} className="w-36" />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
