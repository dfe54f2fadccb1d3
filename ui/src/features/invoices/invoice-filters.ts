import { t } from '@lingui/core/macro';
import { sortParam, type SortState } from './invoice-sort';
import type { InvoiceStatus } from './types';

export interface InvoiceFilters {
  status: InvoiceStatus | 'all';
  /** A client id, or 'all'. */
  client: string;
  /** YYYY-MM-DD bounds on the due date, '' for open. */
  date_from: string;
  date_to: string;
}

export const NO_INVOICE_FILTERS: InvoiceFilters = { status: 'all', client: 'all', date_from: '', date_to: '' };

export function hasInvoiceFilters(search: string, filters: InvoiceFilters): boolean {
  return (
    search.trim() !== '' ||
    filters.status !== 'all' ||
    filters.client !== 'all' ||
    filters.date_from !== '' ||
    filters.date_to !== ''
  );
}

/** A range that ends before it starts; the server would answer an empty page, so the screen says why. */
export function dateRangeError(filters: Pick<InvoiceFilters, 'date_from' | 'date_to'>): string | null {
  const { date_from: from, date_to: to } = filters;
  return from && to && from > to ? t`The start date must be on or before the end date.` : null;
}

export interface InvoiceListQuery {
  search: string;
  filters: InvoiceFilters;
  sort: SortState;
  page: number;
  pageSize: number;
}

/** The GET /invoices/ parameters; 'all' and empty values are left out, as the server treats them alike. */
export function invoiceListParams({ search, filters, sort, page, pageSize }: InvoiceListQuery) {
  return {
    search: search.trim(),
    status: filters.status === 'all' ? undefined : filters.status,
    client: filters.client === 'all' ? undefined : filters.client,
    date_from: filters.date_from,
    date_to: filters.date_to,
    sort: sortParam(sort),
    page: page > 1 ? page : undefined,
    page_size: pageSize,
  };
}
