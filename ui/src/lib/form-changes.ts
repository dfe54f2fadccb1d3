import { t } from '@lingui/core/macro';
/**
 * Edit forms send only what the person changed, plus the version they loaded, so two tabs editing different
 * fields both keep their work; these pure helpers compute that and the conflict view's rows.
 * Form values are compared as the inputs hold them (strings, booleans, lists of strings).
 */
// Interfaces have no index signature, so form values are any object and are read by key.
export type FormValues = object;

function read(values: object, key: PropertyKey): unknown {
  return (values as Record<PropertyKey, unknown>)[key];
}

/** Lists are compared as sets: the order in which boxes were ticked is not a change. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    const sortedB = [...b].map(String).sort();
    return [...a]
      .map(String)
      .sort()
      .every((item, index) => item === sortedB[index]);
  }
  return Object.is(a, b);
}

/** The fields where `next` differs from `base`, in the order the form lists them. */
export function changedKeys<V extends FormValues>(base: V, next: V): Array<keyof V & string> {
  return (Object.keys(next) as Array<keyof V & string>).filter((key) => !sameValue(read(base, key), read(next, key)));
}

/** Only the given fields of a request body. */
export function pickFields<T extends object>(source: T, keys: ReadonlyArray<PropertyKey>): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) if (key in source) picked[key as keyof T] = source[key as keyof T];
  return picked;
}

/**
 * 'Keep my changes': the newest saved values with the person's own changes laid over them, so what someone
 * else saved in the other fields is kept rather than reverted.
 */
export function mergeChanges<V extends FormValues>(latest: V, mine: V, keys: ReadonlyArray<keyof V>): V {
  const merged = { ...latest };
  for (const key of keys) merged[key] = mine[key];
  return merged;
}

export interface ConflictRow {
  key: string;
  label: string;
  /** What the form holds now (typed by the person, or the old value they never touched). */
  yours: string;
  /** What the server holds now. */
  saved: string;
  /** True when the person changed this field, so 'Keep my changes' saves theirs; otherwise the saved one stays. */
  changedByYou: boolean;
}

export type FieldLabels<V> = Partial<Record<keyof V & string, string>>;
export type ShowValue = (key: string, value: unknown) => string;

export function defaultShow(_key: string, value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : t({ message: 'None', context: 'no values' });
  if (value === null || value === undefined || value === '') return t({ message: 'Empty', context: 'no value' });
  if (typeof value === 'boolean')
    return value ? t({ message: 'On', context: 'a switch' }) : t({ message: 'Off', context: 'a switch' });
  return String(value);
}

/** Every labelled field where the form and the server now disagree; the ones the person changed come first. */
export function conflictRows<V extends FormValues>(
  mine: V,
  latest: V,
  changed: ReadonlyArray<keyof V>,
  labels: FieldLabels<V>,
  show: ShowValue = defaultShow,
): ConflictRow[] {
  const rows: ConflictRow[] = [];
  for (const key of Object.keys(labels) as Array<keyof V & string>) {
    if (sameValue(read(mine, key), read(latest, key))) continue;
    rows.push({
      key,
      label: labels[key] ?? key,
      yours: show(key, read(mine, key)),
      saved: show(key, read(latest, key)),
      changedByYou: changed.includes(key),
    });
  }
  return rows.sort((a, b) => Number(b.changedByYou) - Number(a.changedByYou));
}
