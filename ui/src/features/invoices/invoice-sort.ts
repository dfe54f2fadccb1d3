// The table's sort, done by the server (?sort=date|-date|amount|-amount|status|-status).

export type SortKey = 'date' | 'amount' | 'status';

export interface SortState {
  key: SortKey;
  descending: boolean;
}

/** Newest due date first (spec 000, Admin Invoices). */
export const DEFAULT_SORT: SortState = { key: 'date', descending: true };

/**
 * The direction a column starts in when first clicked: dates and amounts biggest first, as people scan them;
 * status in the spec's order (paid, pending, overdue), which is the server's ascending.
 */
const FIRST_DIRECTION: Record<SortKey, boolean> = { date: true, amount: true, status: false };

/** Clicking the sorted column flips it; another column starts in its own first direction. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: FIRST_DIRECTION[key] };
}

export function sortParam(sort: SortState): string {
  return `${sort.descending ? '-' : ''}${sort.key}`;
}

/** aria-sort for a column header: only the sorted column says a direction. */
export function ariaSort(sort: SortState, key: SortKey): 'ascending' | 'descending' | 'none' {
  if (sort.key !== key) return 'none';
  return sort.descending ? 'descending' : 'ascending';
}
