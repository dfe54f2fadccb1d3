import { msg, t } from '@lingui/core/macro';
import { translated } from '@/lib/i18n-labels';
import { defaultShow, type FieldLabels } from '@/lib/form-changes';
import { isoToLocalInput, localInputToIso } from '@/lib/date-input';
import { PRIORITY_LABELS, STATUS_LABELS, type Task, type TaskInput, type TaskPriority, type TaskStatus } from './types';

export interface TaskFormValues {
  title: string;
  description: string;
  client: string;
  assigned_to: string;
  due_date: string;
  priority: TaskPriority;
  status: TaskStatus;
}

export type TaskFormErrors = Partial<Record<keyof TaskFormValues, string>>;

export const EMPTY_TASK_FORM: TaskFormValues = {
  title: '',
  description: '',
  client: '',
  assigned_to: '',
  due_date: '',
  priority: 'medium',
  status: 'pending',
};

export function formFromTask(task: Task): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    client: String(task.client),
    assigned_to: task.assigned_to === null ? '' : String(task.assigned_to),
    due_date: isoToLocalInput(task.due_date),
    priority: task.priority,
    status: task.status,
  };
}

/** A new task's assignee when the team leaves no choice: its only member; otherwise the form asks. */
export function soleAssignee(team: ReadonlyArray<{ id: number }> | undefined): string | null {
  return team?.length === 1 ? String(team[0]!.id) : null;
}

/** Title, description, client, assignee and due date-time are all required (spec 000 section 5). */
export function validateTaskForm(values: TaskFormValues): TaskFormErrors {
  const errors: TaskFormErrors = {};
  if (!values.title.trim()) errors.title = t`Title is required`;
  if (!values.description.trim()) errors.description = t`Description is required`;
  if (!values.client) errors.client = t`Client is required`;
  if (!values.assigned_to) errors.assigned_to = t`Assignee is required`;
  if (!values.due_date) errors.due_date = t`Due date and time are required`;
  else if (Number.isNaN(new Date(values.due_date).getTime())) errors.due_date = t`Enter a valid date and time`;
  return errors;
}

export function toTaskInput(values: TaskFormValues): TaskInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    client: Number(values.client),
    assigned_to: Number(values.assigned_to),
    due_date: localInputToIso(values.due_date),
    priority: values.priority,
    status: values.status,
  };
}

/** The conflict view's names for the fields, as the form labels them. */
export const TASK_FIELD_LABELS: FieldLabels<TaskFormValues> = translated({
  title: msg`Title`,
  description: msg`Description`,
  client: msg`Client`,
  assigned_to: msg`Assigned to`,
  due_date: msg`Due date and time`,
  priority: msg`Priority`,
  status: msg`Status`,
});

/** Ids become names and codes become labels, so the conflict view reads like the form. */
export function taskValueShower(names: { clients: Map<string, string>; team: Map<string, string> }) {
  return (key: string, value: unknown): string => {
    const text = typeof value === 'string' ? value : '';
    if (key === 'client') return names.clients.get(text) ?? defaultShow(key, value);
    if (key === 'assigned_to') return names.team.get(text) ?? (text ? defaultShow(key, value) : t`Unassigned`);
    if (key === 'priority') return PRIORITY_LABELS[text as TaskPriority] ?? defaultShow(key, value);
    if (key === 'status') return STATUS_LABELS[text as TaskStatus] ?? defaultShow(key, value);
    if (key === 'due_date' && text) return text.replace('T' as const, ' ');
    return defaultShow(key, value);
  };
}
