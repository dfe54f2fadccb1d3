import { msg } from '@lingui/core/macro';
import { translated } from '@/lib/i18n-labels';
import { allValues, type Schemas } from '@/lib/types';

export type Task = Schemas['Task'];
export type TaskStatus = Schemas['TaskStatus'];
export type TaskPriority = Schemas['TaskPriority'];

export const TASK_STATUSES = allValues<TaskStatus>()(['pending', 'in-progress', 'review', 'completed']);
export const TASK_PRIORITIES = allValues<TaskPriority>()(['low', 'medium', 'high']);

/** Read in the reader's language when read (`translated`), so callers index them as plain strings. */
export const STATUS_LABELS: Readonly<Record<TaskStatus, string>> = translated({
  pending: msg({ message: 'Pending', context: 'task status' }),
  'in-progress': msg({ message: 'In Progress', context: 'task status' }),
  review: msg({ message: 'Review', context: 'task status' }),
  completed: msg({ message: 'Completed', context: 'task status' }),
});

export const PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = translated({
  low: msg({ message: 'Low', context: 'task priority' }),
  medium: msg({ message: 'Medium', context: 'task priority' }),
  high: msg({ message: 'High', context: 'task priority' }),
});

/**
 * What the new-task form sends to POST /tasks/: every field (an edit sends a `TaskBody`). The server takes a
 * null `assigned_to` (nobody); this UI always names an assignee (spec 000 section 5).
 */
export type TaskInput = Required<Omit<Schemas['TaskCreate'], 'version' | 'assigned_to'>> & { assigned_to: number };

export interface TaskFilters {
  search: string;
  status: string;
  priority: string;
  client: string;
}

export const NO_TASK_FILTERS: TaskFilters = { search: '', status: 'all', priority: 'all', client: 'all' };

/** The agency's admins (GET /team/): the people a task can be assigned to. */
export type TeamMember = Schemas['Member'];

/** Agency-wide task counts, the `task_stats` of GET /analytics/overview/. */
export type TaskStats = Schemas['TaskStats'];
