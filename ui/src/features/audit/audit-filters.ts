import { t } from '@lingui/core/macro';
import { withQuery } from '@/lib/api';
import type { AuditAction } from './audit-text';

// The audit log's filters as the screen holds them, and the GET /audit-log/ (and its CSV's) parameters.

export interface AuditFilters {
  action: AuditAction | 'all';
  /** A client's id, or 'all' (the agency only: a client's owner always reads its own company's). */
  client: string;
  /** A user's id, or 'all'. */
  actor: string;
  /** YYYY-MM-DD bounds, inclusive, '' for open. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { action: 'all', client: 'all', actor: 'all', from: '', to: '' };

export const AUDIT_PAGE_SIZE = 25;

export function hasAuditFilters(filters: AuditFilters): boolean {
  return (Object.keys(NO_AUDIT_FILTERS) as (keyof AuditFilters)[]).some(
    (key) => filters[key] !== NO_AUDIT_FILTERS[key],
  );
}

/** A range that ends before it starts, which the server would answer with nothing. */
export function auditRangeError({ from, to }: Pick<AuditFilters, 'from' | 'to'>): string | null {
  return from && to && from > to ? t`The start date must be on or before the end date.` : null;
}

/** The filters the server reads; 'all' and empty ones are left out. */
export function auditFilterParams(filters: AuditFilters) {
  const id = (value: string) => (value === 'all' || value === '' ? undefined : Number(value));
  return {
    action: filters.action === 'all' ? undefined : filters.action,
    client: id(filters.client),
    actor: id(filters.actor),
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** One page of the list: the filters, then the page (left out for the first) and its size. */
export function auditPageParams(filters: AuditFilters, page: number, pageSize = AUDIT_PAGE_SIZE) {
  return { ...auditFilterParams(filters), page: page > 1 ? page : undefined, page_size: pageSize };
}

/** The CSV of the same filters: '/audit-log/export/?action=invoice_paid&from=2026-11-01'. */
export function auditExportPath(filters: AuditFilters): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return withQuery('/audit-log/export/', auditFilterParams(filters));
}

export interface PersonOption {
  id: number;
  name: string;
}

/** The people who acted in `entries` (not the anonymous or the system), as the entries name them. */
export function peopleOf(entries: ReadonlyArray<{ actor_user_id: number | null; actor_name: string }>): PersonOption[] {
  return entries.flatMap((entry) =>
    entry.actor_user_id === null ? [] : [{ id: entry.actor_user_id, name: entry.actor_name }],
  );
}

/**
 * The people the "Who" filter offers: the agency's staff (admins only) and everyone seen in the entries so
 * far, each once (the first list naming them wins), by name.
 */
export function mergePeople(...lists: ReadonlyArray<readonly PersonOption[]>): PersonOption[] {
  const byId = new Map<number, PersonOption>();
  for (const person of lists.flat()) if (!byId.has(person.id)) byId.set(person.id, person);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
