import { t } from '@lingui/core/macro';
import { ApiError } from './api';

/** The server's own sentence when it sent one, else the screen's fallback: the one way errors become text. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** What a save or an action says when another tab deleted the object first (contract point 3). */
export function goneMessage(thing: string): string {
  return t`This ${thing} no longer exists. Someone may have deleted it.`;
}

/**
 * For saves and actions on one object: a 404 means it was deleted elsewhere, which deserves words of its own
 * when the server sent none; any other failure gets the screen's fallback.
 */
export function saveErrorMessage(error: unknown, fallback: string, thing: string): string {
  return errorMessage(error, isNotFound(error) ? goneMessage(thing) : fallback);
}

/** A 422's `fields` as { field: first problem }, for inputs that show one message each. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields = error instanceof ApiError ? (error.body?.fields ?? {}) : {};
  const found: Record<string, string> = {};
  for (const [key, problems] of Object.entries(fields)) if (problems[0]) found[key] = problems[0];
  return found;
}

/**
 * The object as the server holds it now, when a save was refused for carrying a stale version (409
 * `version_conflict` for the body's `version`, 412 for a stale `If-Match`); null for any other failure.
 */
export function conflictCurrent<T>(error: unknown): T | null {
  if (!(error instanceof ApiError)) return null;
  const isConflict = error.status === 412 || (error.status === 409 && error.body?.code === 'version_conflict');
  const current = error.body?.current;
  return isConflict && current && typeof current === 'object' ? (current as T) : null;
}
