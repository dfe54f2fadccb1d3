import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteTask } from '../api/delete-task';
import type { Task } from '../types';

export function TaskDeleteDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const remove = useDeleteTask();
  return (
    <DeleteDialog
      open={task !== null}
      title="Delete task"
      message="Are you sure you want to delete this task?"
      confirmLabel="Delete Task"
      onDelete={() => remove.mutateAsync(task!.id)}
      pending={remove.isPending}
      failed="Failed to delete task"
      thing="task"
      onClose={onClose}
    />
  );
}
