import { describe, expect, it } from 'vitest';
import { completionRate, groupByStatus, statsFromTasks, withStatus } from './task-board';
import type { Task } from './types';

function task(id: number, status: Task['status'], extra: Partial<Task> = {}): Task {
  return {
    id,
    title: `Task ${id}`,
    description: '',
    client: 1,
    client_name: 'C',
    assigned_to: 1,
    assigned_to_name: 'A',
    priority: 'medium',
    status,
    due_date: '2030-01-01T10:00:00Z',
    is_overdue: false,
    completed_at: null,
    created_at: '',
    updated_at: '',
    version: 1,
    ...extra,
  };
}

describe('groupByStatus', () => {
  it('puts each task in its column and keeps the order', () => {
    const columns = groupByStatus([task(1, 'review'), task(2, 'pending'), task(3, 'review'), task(4, 'completed')]);
    expect(columns.review.map((t) => t.id)).toEqual([1, 3]);
    expect(columns.pending.map((t) => t.id)).toEqual([2]);
    expect(columns['in-progress']).toEqual([]);
    expect(columns.completed.map((t) => t.id)).toEqual([4]);
  });

  it('shows an unknown status (one a newer server might send) as pending', () => {
    expect(groupByStatus([task(1, 'blocked' as Task['status'])]).pending).toHaveLength(1);
  });
});

describe('completionRate', () => {
  it('is the rounded percent of completed over total', () => {
    expect(completionRate(3, 11)).toBe(27);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(1, 8)).toBe(13);
    expect(completionRate(5, 5)).toBe(100);
    expect(completionRate(0, 0)).toBe(0);
  });
});

describe('withStatus', () => {
  it('moves one task and clears its overdue mark when completed', () => {
    const late = task(1, 'pending', { due_date: '2000-01-01T00:00:00Z', is_overdue: true });
    const [done] = withStatus([late], 1, 'completed');
    expect(done).toMatchObject({ status: 'completed', is_overdue: false });
    const [back] = withStatus([done!], 1, 'review');
    expect(back!.is_overdue).toBe(true);
  });
});

describe('statsFromTasks', () => {
  it('counts per status and overdue', () => {
    const stats = statsFromTasks([
      task(1, 'pending', { is_overdue: true }),
      task(2, 'in-progress'),
      task(3, 'completed'),
    ]);
    expect(stats).toEqual({ total: 3, pending: 1, in_progress: 1, review: 0, completed: 1, overdue: 1 });
  });
});
