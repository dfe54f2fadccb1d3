import { useLingui } from '@lingui/react/macro';
import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteTask } from '../api/delete-task';
import type { Task } from '../types';

export function TaskDeleteDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteTask();
  return (
    <DeleteDialog
      open={task !== null}
      title={t`Delete task`}
      message={t`Are you sure you want to delete this task?`}
      confirmLabel={t`Delete Task`}
      onDelete={() => remove.mutateAsync(task!.id)}
      pending={remove.isPending}
      failed={t`Failed to delete task`}
      thing={t({ message: 'task', context: 'one, inside a sentence' })}
      onClose={onClose}
    />
  );
}
