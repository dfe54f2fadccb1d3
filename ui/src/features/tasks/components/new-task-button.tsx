import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { TaskFormModal } from './task-form-modal';

/** The overview's New Task: the same modal as the tasks screen, without leaving the overview. */
export function NewTaskButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setOpen(true)}>
        <Trans>New Task</Trans>
      </Button>
      {open && <TaskFormModal onClose={() => setOpen(false)} />}
    </>
  );
}
