import { t } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import { conflictCurrent, errorMessage, fieldErrors, saveErrorMessage } from './api-errors';
import {
  changedKeys,
  conflictRows,
  mergeChanges,
  pickFields,
  type ConflictRow,
  type FieldLabels,
  type FormValues,
  type ShowValue,
} from './form-changes';

/** Objects the server versions (contract point 1); an older server sends no version and nothing is checked. */
export interface Versioned {
  version?: number;
}

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface EditFormOptions<O extends Versioned, V extends FormValues, I extends object> {
  /** The object as loaded; without one the form creates. A newer copy is taken over while nothing was typed. */
  object: O | undefined;
  /** The values a create form starts from. */
  empty: V;
  toValues: (object: O) => V;
  /** Form values to the request body; called only after `validate` passed. */
  toInput: (values: V) => I;
  validate?: (values: V) => FieldErrors<V>;
  create?: (input: I) => Promise<O>;
  /**
   * Receives only the changed fields and the version the person loaded; `input` is the whole body, for an
   * endpoint that replaces everything it is sent (the version still refuses a stale one).
   */
  update: (changes: Partial<I>, version: number | undefined, input: I) => Promise<O>;
  /** Field names as the form shows them; the conflict view lists these. */
  labels: FieldLabels<V>;
  show?: ShowValue;
  /** 'client', 'task', ...: words for 'someone else changed / deleted this client'. */
  thing: string;
  /** Shown when a failed save carries no sentence from the server. */
  failed: string;
  onSaved?: (saved: O) => void;
  /** Save pressed with nothing changed: no request is sent. */
  onUnchanged?: () => void;
}

export interface Conflict {
  message: string;
  rows: ConflictRow[];
}

/**
 * One edit form's state and its save: validation, only-changed-fields PATCHes with the loaded version, server
 * field errors, the words for a deleted object, one request at a time, and the version-conflict view's data
 * with its two ways out (Reload latest, Keep my changes). Nothing typed is dropped unless the person asks.
 */
export function useEditForm<O extends Versioned, V extends FormValues, I extends object>(
  options: EditFormOptions<O, V, I>,
) {
  const { object, empty, toValues, toInput, validate, create, update, labels, show, thing, failed } = options;
  const [base, setBase] = useState<O | undefined>(object);
  const [values, setValues] = useState<V>(() => (object ? toValues(object) : empty));
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [latest, setLatest] = useState<{ object: O; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  // Set before the first await, so a second click that lands before the re-render sends nothing.
  const inFlight = useRef(false);
  const [seen, setSeen] = useState(object);

  const valuesOf = (of: O | undefined) => (of ? toValues(of) : empty);
  const mine = changedKeys(valuesOf(base), values);

  // A newer copy of the object (a refetch, the session's user after a photo upload) replaces an untouched
  // form. With edits in it, the copy becomes the base only when none of this form's fields differ (the photo
  // case), so the save carries the newer version without hiding anyone's change to a field shown here.
  if (object !== seen) {
    setSeen(object);
    if (object && !latest && mine.length === 0) {
      setBase(object);
      setValues(toValues(object));
    } else if (object && !latest && changedKeys(valuesOf(base), toValues(object)).length === 0) {
      setBase(object);
    }
  }

  async function send(next: V, against: O | undefined) {
    if (inFlight.current) return;
    const found = validate?.(next) ?? {};
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const keys = changedKeys(valuesOf(against), next);
    if (against && keys.length === 0) {
      setLatest(null);
      options.onUnchanged?.();
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      const input = toInput(next);
      const saved =
        against || !create ? await update(pickFields(input, keys), against?.version, input) : await create(input);
      setBase(saved);
      setValues(toValues(saved));
      setLatest(null);
      options.onSaved?.(saved);
    } catch (error) {
      const current = conflictCurrent<O>(error);
      if (current) {
        // The form keeps what was typed; the person chooses what happens next.
        setLatest({
          object: current,
          message: errorMessage(error, t`Someone else changed this ${thing} after you opened it.`),
        });
      } else {
        setErrors(fieldErrors(error) as FieldErrors<V>);
        setFormError(saveErrorMessage(error, failed, thing));
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const conflict: Conflict | null = latest && {
    message: latest.message,
    rows: conflictRows(values, toValues(latest.object), mine, labels, show),
  };

  return {
    values,
    setValues,
    set: <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value })),
    errors,
    formError,
    pending,
    editing: base !== undefined,
    /** The fields the person changed since loading (or since the last save). */
    changed: mine,
    conflict,
    submit(event?: FormEvent) {
      event?.preventDefault();
      void send(values, base);
    },
    /** Take the server's version as it is now; what was typed is dropped, by request. */
    reloadLatest() {
      if (!latest) return;
      setBase(latest.object);
      setValues(toValues(latest.object));
      setLatest(null);
      setErrors({});
      setFormError(null);
    },
    /** Save the person's changed fields on top of the server's version, against its version number. */
    keepMine() {
      if (!latest) return;
      const merged = mergeChanges(toValues(latest.object), values, mine);
      setBase(latest.object);
      setValues(merged);
      setLatest(null);
      void send(merged, latest.object);
    },
  };
}
