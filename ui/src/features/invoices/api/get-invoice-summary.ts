import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { InvoiceSummary } from '../types';
import { invoiceKeys } from './get-invoices';

/** Agency-wide counts and totals; the cards do not follow the table's filters. */
export function getInvoiceSummary(signal?: AbortSignal): Promise<InvoiceSummary> {
  return api.get<InvoiceSummary>('/invoices/summary/', { signal });
}

export function invoiceSummaryOptions() {
  return queryOptions({ queryKey: invoiceKeys.summary(), queryFn: ({ signal }) => getInvoiceSummary(signal) });
}

export function useInvoiceSummary() {
  return useQuery(invoiceSummaryOptions());
}
