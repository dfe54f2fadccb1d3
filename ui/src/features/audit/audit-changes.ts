import { t } from '@lingui/core/macro';
import { formatDay } from '@/lib/days';
import { dateFormat } from '@/lib/format';
import { formatCents } from '@/lib/money';
import { humanize } from './audit-text';

// An entry's `before` and `after` hold, for an edit, only the fields that changed (null or absent when there
// is no side: a creation or a sign-in has no before, a deletion no after). The Changes panel shows one row per
// field.

export interface ChangeRow {
  field: string;
  label: string;
  /** Null when the entry has no before at all (a creation, a sign-in): the row shows only what there is now. */
  before: string | null;
  after: string;
}

type Side = Record<string, unknown> | null | undefined;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant in the browser's time zone, in the reader's language. */
function timeFormat(): Intl.DateTimeFormat {
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
}

/** 'paid_amount_cents' -> 'Paid amount': the unit is in the value. */
export function fieldLabel(field: string): string {
  return humanize(field.replace(/_cents$/, ''));
}

/**
 * How a recorded value reads: nothing as a dash, yes/no, cents as money, instants in the browser's time, days
 * as days, lists joined, other objects as compact JSON.
 */
export function formatValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t`yes` : t`no`;
  if (typeof value === 'number') return field.endsWith('_cents') ? formatCents(value) : String(value);
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return timeFormat().format(new Date(value));
    if (DAY.test(value)) return formatDay(value);
    return value;
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length ? value.map((item) => formatValue(item)).join(', ') : '—';
  }
  return JSON.stringify(value);
}

/** The fields of either side, before's order first, each as 'before → after'; a field equal on both sides is left out. */
export function changeRows(before: Side, after: Side): ChangeRow[] {
  const old = before ?? {};
  const now = after ?? {};
  const noBefore = Object.keys(old).length === 0;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .filter((field) => !(has(old, field) && has(now, field) && formatValue(old[field]) === formatValue(now[field])))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: noBefore ? null : formatValue(old[field], field),
      after: formatValue(now[field], field),
    }));
}

function has(side: Record<string, unknown>, field: string): boolean {
  return Object.prototype.hasOwnProperty.call(side, field);
}
