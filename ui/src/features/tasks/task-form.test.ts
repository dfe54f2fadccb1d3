import { describe, expect, it } from 'vitest';
import { EMPTY_TASK_FORM, soleAssignee, toTaskInput, validateTaskForm } from './task-form';

describe('validateTaskForm', () => {
  it('requires every field but priority, which defaults to medium', () => {
    expect(Object.keys(validateTaskForm(EMPTY_TASK_FORM)).sort()).toEqual(
      ['assigned_to', 'client', 'description', 'due_date', 'title'].sort(),
    );
    expect(EMPTY_TASK_FORM.priority).toBe('medium');
    expect(EMPTY_TASK_FORM.status).toBe('pending');
  });

  it('accepts a complete form and sends ids as numbers and the due date as UTC', () => {
    const values = {
      ...EMPTY_TASK_FORM,
      title: ' Plan ',
      description: 'd',
      client: '3',
      assigned_to: '1',
      due_date: '2030-01-02T09:15',
    };
    expect(validateTaskForm(values)).toEqual({});
    const input = toTaskInput(values);
    expect(input).toMatchObject({ title: 'Plan', client: 3, assigned_to: 1, priority: 'medium' });
    expect(input.due_date).toBe(new Date('2030-01-02T09:15').toISOString());
  });
});

describe('soleAssignee', () => {
  it('picks the only team member, and nobody while the team is loading or has more than one', () => {
    expect(soleAssignee([{ id: 7 }])).toBe('7');
    expect(soleAssignee(undefined)).toBeNull();
    expect(soleAssignee([])).toBeNull();
    expect(soleAssignee([{ id: 7 }, { id: 8 }])).toBeNull();
  });
});
