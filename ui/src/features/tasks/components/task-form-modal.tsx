import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EditFormNotices } from '@/components/edit-form-notices';
import { Input, Select, Textarea } from '@/components/input';
import { Modal } from '@/components/modal';
import { ellipsize } from '@/lib/text';
import { useEditForm } from '@/lib/use-edit-form';
import { useCreateTask } from '../api/create-task';
import { useClientOptions } from '@/lib/client-options';
import { useTeam } from '../api/get-team';
import { useUpdateTask } from '../api/update-task';
import {
  EMPTY_TASK_FORM,
  formFromTask,
  soleAssignee,
  TASK_FIELD_LABELS,
  taskValueShower,
  toTaskInput,
  validateTaskForm,
} from '../task-form';
import { PRIORITY_LABELS, STATUS_LABELS, TASK_PRIORITIES, TASK_STATUSES, type Task } from '../types';

interface Props {
  /** Edit this task; without one the form creates a task. */
  task?: Task;
  onClose: () => void;
  onSaved?: (task: Task) => void;
}

/** Mounted only while open, so each opening starts from fresh values. */
export function TaskFormModal({ task, onClose, onSaved }: Props) {
  const { t } = useLingui();
  const clients = useClientOptions();
  const team = useTeam();
  const create = useCreateTask();
  const update = useUpdateTask();
  const form = useEditForm({
    object: task,
    empty: EMPTY_TASK_FORM,
    toValues: formFromTask,
    toInput: toTaskInput,
    validate: validateTaskForm,
    create: (input) => create.mutateAsync(input),
    update: (changes, version) => update.mutateAsync({ id: task!.id, ...changes, version }),
    labels: TASK_FIELD_LABELS,
    show: taskValueShower({
      clients: new Map((clients.data ?? []).map((client) => [String(client.id), client.name])),
      team: new Map((team.data ?? []).map((member) => [String(member.id), member.name || member.email])),
    }),
    thing: t({ message: 'task', context: 'one, inside a sentence' }),
    failed: task ? t`Failed to update task` : t`Failed to create task`,
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
    onUnchanged: onClose,
  });
  const { values, errors, set } = form;
  const editing = task !== undefined;
  // Once the team has loaded: a one-person agency assigns every task to that person, so say so up front.
  const sole = editing ? null : soleAssignee(team.data);
  const [presetDone, setPresetDone] = useState(false);
  if (sole && !presetDone) {
    setPresetDone(true);
    if (!values.assigned_to) set('assigned_to', sole);
  }

  return (
    <Modal open onClose={onClose} title={editing ? t`Edit Task` : t`New Task`} size="lg">
      <form onSubmit={form.submit} noValidate className="space-y-5">
        <EditFormNotices form={form} error={form.formError} />
        <Input
          label={t`Title`}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
        />
        <Textarea
          label={t`Description`}
          rows={3}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
        {/* grid-cols-1: the implicit column would grow to the <select>'s longest option. */}
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <div>
            <Select
              label={t`Client`}
              error={errors.client}
              value={values.client}
              onChange={(e) => set('client', e.target.value)}
            >
              <option value="">{clients.isPending ? t`Loading clients...` : t`Choose a client`}</option>
              {(clients.data ?? []).map((client) => (
                <option
                  key={client.id}
                  value={String(client.id)}
                  title={`${client.name} (${client.company})` as const}
                  dir="auto"
                >
                  {ellipsize(`${client.name} (${client.company})` as const, 60)}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Select
              label={t`Assigned to`}
              error={errors.assigned_to}
              value={values.assigned_to}
              onChange={(e) => set('assigned_to', e.target.value)}
            >
              <option value="">{team.isPending ? t`Loading team...` : t`Choose a team member`}</option>
              {(team.data ?? []).map((member) => (
                <option key={member.id} value={String(member.id)} title={member.name || member.email} dir="auto">
                  {ellipsize(member.name || member.email, 60)}
                </option>
              ))}
            </Select>
          </div>
          <Input
            label={t`Due date and time`}
            type="datetime-local"
            value={values.due_date}
            onChange={(e) => set('due_date', e.target.value)}
            error={errors.due_date}
          />
          <Select
            label={t`Priority`}
            value={values.priority}
            onChange={(e) => set('priority', e.target.value as never)}
          >
            {TASK_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </option>
            ))}
          </Select>
          {editing && (
            <Select label={t`Status`} value={values.status} onChange={(e) => set('status', e.target.value as never)}>
              {TASK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </div>
        {(clients.isError || team.isError) && (
          <Alert tone="error">
            <Trans>Could not load the client or team lists. Close and try again.</Trans>
          </Alert>
        )}
        <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={form.pending || create.isPending || update.isPending}>
            {editing ? t`Save changes` : t`Create Task`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
