import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api';
import { useDeleteTask } from '../api/delete-task';
import type { Task } from '../types';

export function TaskDeleteDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const remove = useDeleteTask();
  const [error, setError] = useState<string | null>(null);

  function close() {
    setError(null);
    onClose();
  }

  async function confirm() {
    if (!task) return;
    try {
      await remove.mutateAsync(task.id);
      close();
    } catch (caught) {
      setError((caught instanceof ApiError && caught.serverMessage) || 'Failed to delete task');
    }
  }

  return (
    <ConfirmDialog
      open={task !== null}
      title="Delete task"
      message="Are you sure you want to delete this task?"
      confirmLabel="Delete Task"
      pending={remove.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
