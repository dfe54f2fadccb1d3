import { useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api';
import { useBulkDeleteTasks } from '../api/bulk-delete-tasks';
import { useBulkUpdateTasks } from '../api/bulk-update-tasks';
import { STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '../types';

interface Props {
  ids: number[];
  onClear: () => void;
  onError: (message: string | null) => void;
}

const failure = (caught: unknown, fallback: string) => (caught instanceof ApiError && caught.serverMessage) || fallback;

export function BulkBar({ ids, onClear, onError }: Props) {
  const [status, setStatus] = useState<TaskStatus>('completed');
  const [confirming, setConfirming] = useState(false);
  const update = useBulkUpdateTasks();
  const remove = useBulkDeleteTasks();
  const count = ids.length;

  async function apply() {
    onError(null);
    try {
      await update.mutateAsync({ task_ids: ids, status });
      onClear();
    } catch (caught) {
      onError(failure(caught, 'Failed to update the selected tasks'));
    }
  }

  async function removeAll() {
    onError(null);
    try {
      await remove.mutateAsync(ids);
      setConfirming(false);
      onClear();
    } catch (caught) {
      setConfirming(false);
      onError(failure(caught, 'Failed to delete the selected tasks'));
    }
  }

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky top-18 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-lg"
    >
      <p className="text-sm font-semibold">
        {count} task{count === 1 ? '' : 's'} selected
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="bulk-status" className="text-sm text-slate-300">
          Set status
        </label>
        <select
          id="bulk-status"
          value={status}
          onChange={(e) => setStatus(e.target.value as TaskStatus)}
          className="h-8 rounded-lg border-0 bg-white/10 py-1 pr-7 pl-2 text-sm text-white ring-1 ring-white/20 focus:ring-2 focus:ring-white focus:outline-none [&>option]:text-slate-900"
        >
          {TASK_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <Button size="sm" onClick={() => void apply()} loading={update.isPending}>
          Apply to {count}
        </Button>
      </div>
      <div className="ml-auto flex gap-2">
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
        <button
          type="button"
          onClick={onClear}
          className="h-8 rounded-lg px-3 text-sm font-semibold text-slate-200 hover:bg-white/10 hover:text-white"
        >
          Clear
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete tasks"
        message={`Delete ${count} tasks?`}
        confirmLabel={`Delete ${count}`}
        pending={remove.isPending}
        onConfirm={() => void removeAll()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
