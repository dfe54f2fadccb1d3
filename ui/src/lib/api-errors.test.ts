import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { conflictCurrent, errorMessage, fieldErrors, goneMessage, saveErrorMessage } from './api-errors';

const current = { id: 7, name: 'Ada', monthly_fee: 2000, version: 3 };

describe('error text', () => {
  it("uses the server's sentence, else the fallback", () => {
    expect(errorMessage(new ApiError(400, 'x', { message: 'Bad plan.' }), 'Failed')).toBe('Bad plan.');
    expect(errorMessage(new ApiError(500, 'HTTP error! status: 500', null), 'Failed')).toBe('Failed');
    expect(errorMessage(new ApiError(400, 'x', { message: '' }), 'Failed')).toBe('Failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
  });

  it('says in words that another tab deleted the object when the server sent no sentence', () => {
    const bare = new ApiError(404, 'HTTP error! status: 404', null);
    expect(saveErrorMessage(bare, 'Failed to update client', 'client')).toBe(
      'This client no longer exists. Someone may have deleted it.',
    );
    expect(goneMessage('task')).toBe('This task no longer exists. Someone may have deleted it.');
    const worded = new ApiError(404, 'x', { message: 'This client no longer exists.' });
    expect(saveErrorMessage(worded, 'Failed', 'client')).toBe('This client no longer exists.');
    expect(saveErrorMessage(new ApiError(500, 'x', null), 'Failed to update client', 'client')).toBe(
      'Failed to update client',
    );
  });

  it('turns 422 fields into one message per field', () => {
    const error = new ApiError(422, 'x', { fields: { email: ['Taken.', 'Second.'], name: [] } });
    expect(fieldErrors(error)).toEqual({ email: 'Taken.' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});

describe('version conflicts', () => {
  it('returns the current object from a 409 version_conflict or a 412', () => {
    const body = { error: 'conflict', code: 'version_conflict', message: 'Changed by someone else.', current };
    expect(conflictCurrent(new ApiError(409, 'x', body))).toEqual(current);
    expect(conflictCurrent(new ApiError(412, 'x', { ...body, code: 'precondition_failed' }))).toEqual(current);
  });

  it('ignores other conflicts and answers without a current object', () => {
    // A 409 for a taken email is a field problem, not a stale version.
    expect(conflictCurrent(new ApiError(409, 'x', { code: 'duplicate', current } as never))).toBeNull();
    expect(conflictCurrent(new ApiError(409, 'x', { code: 'version_conflict' }))).toBeNull();
    expect(conflictCurrent(new ApiError(404, 'x', null))).toBeNull();
    expect(conflictCurrent(new Error('x'))).toBeNull();
  });
});
