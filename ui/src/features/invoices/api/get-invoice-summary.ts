import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceSummary } from '../types';
import { invoiceKeys } from './get-invoices';
import { getApi } from '@/lib/typed-api';

/** Agency-wide counts and totals; the cards do not follow the table's filters. */
export function getInvoiceSummary(signal?: AbortSignal): Promise<InvoiceSummary> {
  return getApi('/invoices/summary/', { signal });
}

export function invoiceSummaryOptions() {
  return queryOptions({ queryKey: invoiceKeys.summary(), queryFn: ({ signal }) => getInvoiceSummary(signal) });
}

export function useInvoiceSummary() {
  return useQuery(invoiceSummaryOptions());
}
