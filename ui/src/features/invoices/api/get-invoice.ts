import { useQuery } from '@tanstack/react-query';
import { getApi } from '@/lib/typed-api';
import type { Invoice } from '../types';
import { invoiceKeys } from './get-invoices';

/** GET /invoices/<id>/: one invoice with its lines, taxes and credit notes, for its detail dialog. */
export function getInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  return getApi('/invoices/{id}/' as const, { path: { id }, signal });
}

/** Under the lists' key, so Mark as Paid, a credit note or any change to an invoice refreshes the detail too. */
export function useInvoice(id: number, initial?: Invoice) {
  return useQuery({
    queryKey: [...invoiceKeys.lists(), 'detail', id] as const,
    queryFn: ({ signal }) => getInvoice(id, signal),
    placeholderData: initial,
  });
}
