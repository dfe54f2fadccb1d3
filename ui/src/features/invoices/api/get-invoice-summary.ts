import type { InvoiceSummary } from '../types';
import { invoiceKeys } from './get-invoices';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** Agency-wide counts and totals; the cards do not follow the table's filters. */
export function getInvoiceSummary(signal?: AbortSignal): Promise<InvoiceSummary> {
  return getApi('/invoices/summary/' as const, { signal });
}

export const useInvoiceSummary = apiQuery(invoiceKeys.summary, getInvoiceSummary);
