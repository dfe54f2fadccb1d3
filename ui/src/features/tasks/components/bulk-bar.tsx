import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/button';
import { DeleteDialog } from '@/components/delete-dialog';
import { saveErrorMessage } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useBulkDeleteTasks } from '../api/bulk-delete-tasks';
import { useBulkUpdateTasks } from '../api/bulk-update-tasks';
import { STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '../types';

interface Props {
  ids: number[];
  onClear: () => void;
  onError: (message: string | null) => void;
}

export function BulkBar({ ids, onClear, onError }: Props) {
  const { t } = useLingui();
  const [status, setStatus] = useState<TaskStatus>('completed');
  const [confirming, setConfirming] = useState(false);
  const update = useBulkUpdateTasks();
  const remove = useBulkDeleteTasks();
  const once = useSingleFlight();
  const count = ids.length;

  function apply() {
    once(async () => {
      onError(null);
      try {
        await update.mutateAsync({ task_ids: ids, status });
        onClear();
      } catch (caught) {
        onError(
          saveErrorMessage(
            caught,
            t`Failed to update the selected tasks`,
            t({ message: 'task', context: 'one, inside a sentence' }),
          ),
        );
      }
    });
  }

  return (
    <div
      role="region"
      aria-label={t`Bulk actions`}
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-lg"
    >
      <p className="text-sm font-semibold">
        {t`${plural(count, { one: '# task selected', other: '# tasks selected' })}`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="bulk-status" className="text-sm text-slate-300">
          <Trans>Set status</Trans>
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
        <Button size="sm" onClick={apply} loading={update.isPending}>
          <Trans>Apply to {count}</Trans>
        </Button>
      </div>
      <div className="ml-auto flex gap-2">
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)} disabled={update.isPending}>
          <Trans>Delete</Trans>
        </Button>
        <button
          type="button"
          onClick={onClear}
          className="h-8 rounded-lg px-3 text-sm font-semibold text-slate-200 hover:bg-white/10 hover:text-white"
        >
          <Trans context="clear the selection">Clear</Trans>
        </button>
      </div>
      <DeleteDialog
        open={confirming}
        title={t`Delete tasks`}
        message={t`${plural(count, { one: 'Delete # tasks?', other: 'Delete # tasks?' })}`}
        confirmLabel={t`Delete ${count}`}
        onDelete={() => remove.mutateAsync(ids)}
        pending={remove.isPending}
        failed={t`Failed to delete the selected tasks`}
        thing={t({ message: 'task', context: 'one, inside a sentence' })}
        onClose={() => setConfirming(false)}
        onDeleted={onClear}
      />
    </div>
  );
}
