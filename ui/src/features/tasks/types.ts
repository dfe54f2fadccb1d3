export const TASK_STATUSES = ['pending', 'in-progress', 'review', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const STATUS_LABELS: Record<TaskStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  review: 'Review',
  completed: 'Completed',
};

export const PRIORITY_LABELS: Record<TaskPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export interface Task {
  id: number;
  title: string;
  description: string;
  client: number;
  client_name: string;
  assigned_to: number | null;
  assigned_to_name: string | null;
  priority: TaskPriority | (string & {});
  status: TaskStatus | (string & {});
  due_date: string;
  is_overdue: boolean;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  /** +1 on every change (contract point 1); sent back with an edit so a stale one is refused. */
  version?: number;
}

export interface TaskInput {
  title: string;
  description: string;
  client: number;
  assigned_to: number;
  due_date: string;
  priority: TaskPriority;
  status: TaskStatus;
}

export interface TaskFilters {
  search: string;
  status: string;
  priority: string;
  client: string;
}

export const NO_TASK_FILTERS: TaskFilters = { search: '', status: 'all', priority: 'all', client: 'all' };

export interface TeamMember {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
}

export interface TaskStats {
  total: number;
  completed: number;
  in_progress: number;
  review: number;
  pending: number;
  overdue: number;
}
