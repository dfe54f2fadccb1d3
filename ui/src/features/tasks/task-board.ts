import { TASK_STATUSES, type Task, type TaskStats, type TaskStatus } from './types';

/** The completed column shows this many until the user asks for all (spec 000 section 2). */
export const COMPLETED_PREVIEW = 5;

export function isTaskStatus(value: string): value is TaskStatus {
  return (TASK_STATUSES as readonly string[]).includes(value);
}

/** One column per status in the spec's order, keeping the server's order (soonest due first) inside each. */
export function groupByStatus(tasks: Task[]): Record<TaskStatus, Task[]> {
  const columns: Record<TaskStatus, Task[]> = { pending: [], 'in-progress': [], review: [], completed: [] };
  for (const task of tasks) {
    // A status this build does not know is safest shown as not started.
    columns[isTaskStatus(task.status) ? task.status : 'pending'].push(task);
  }
  return columns;
}

/** Rounded percent of completed over total; 0 when there are no tasks. */
export function completionRate(completed: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.round((completed / total) * 100);
}

/** The same task with a new status, as the board shows it before the server answers. */
export function withStatus(tasks: Task[], id: number, status: TaskStatus): Task[] {
  return tasks.map((task) =>
    task.id === id
      ? {
          ...task,
          status,
          is_overdue: status === 'completed' ? false : new Date(task.due_date).getTime() < Date.now(),
        }
      : task,
  );
}

/** Stats from the server's figures, falling back to counting the loaded list. */
export function statsFromTasks(tasks: Task[]): TaskStats {
  const columns = groupByStatus(tasks);
  return {
    total: tasks.length,
    pending: columns.pending.length,
    in_progress: columns['in-progress'].length,
    review: columns.review.length,
    completed: columns.completed.length,
    overdue: tasks.filter((task) => task.is_overdue).length,
  };
}
