import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '../types';
import { billingKeys } from './billing-keys';
import { getAllPages } from '@/lib/typed-api';

/** The client's own invoices (the server scopes GET /invoices/ to them), due date newest first. */
export function getMyInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return getAllPages('/invoices/', { query: { sort: '-date', page_size: 100 }, signal });
}

export function myInvoicesOptions() {
  return queryOptions({ queryKey: billingKeys.invoices(), queryFn: ({ signal }) => getMyInvoices(signal) });
}

export function useMyInvoices() {
  return useQuery(myInvoicesOptions());
}
