import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceListParams, type InvoiceListQuery } from '../invoice-filters';
import { PANEL_SIZE, type InvoicePage } from '../types';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

export const invoiceKeys = {
  all: ['invoices'] as const,
  /** Every list (the table, the panels, the overview's): a change to any invoice refreshes them all. */
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.lists(), query] as const,
  panel: (name: string) => [...invoiceKeys.lists(), 'panel', name] as const,
  summary: () => [...invoiceKeys.all, 'summary'] as const,
  verifications: () => [...invoiceKeys.all, 'pending-verifications'] as const,
};

export function getInvoicePage(query: InvoiceListQuery, signal?: AbortSignal): Promise<InvoicePage> {
  return getApi('/invoices/' as const, { query: invoiceListParams(query), signal });
}

// Paging, sorting and typing a search keep the rows on screen until the next page arrives.
export const useInvoices = apiQuery(invoiceKeys.list, getInvoicePage, { placeholderData: keepPreviousData });

/** One short page for a panel; the server does the choosing and the ordering. */
function panelOptions(name: string, params: Record<string, string | number>) {
  return queryOptions({
    queryKey: invoiceKeys.panel(name),
    queryFn: async ({ signal }) =>
      (await getApi('/invoices/' as const, { query: { ...params, page_size: PANEL_SIZE }, signal })).results,
  });
}

/** Recent Payments: the newest five paid. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- API values
export const recentPaymentsOptions = () => panelOptions('recent-payments', { status: 'paid', sort: '-paid' });
/** Overdue Invoices: the five longest overdue. */
export const overdueInvoicesOptions = () => panelOptions('overdue', { status: 'overdue', sort: 'date' });
/** The overview's Recent Invoices: the first five in the table's default order. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- API values
export const recentInvoicesOptions = () => panelOptions('recent', { sort: '-date' });

export function useRecentPayments() {
  return useQuery(recentPaymentsOptions());
}

export function useOverdueInvoices() {
  return useQuery(overdueInvoicesOptions());
}

export function useRecentInvoices() {
  return useQuery(recentInvoicesOptions());
}
