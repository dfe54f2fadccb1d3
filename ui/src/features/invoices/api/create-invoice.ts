import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { InvoiceInput } from '../invoice-form';
import type { Invoice } from '../types';
import { invalidateInvoiceData } from './invalidate';

/** POST /invoices/: one line (amount + description) or `lines`; the tax comes from the client's treatment. */
export function createInvoice(input: InvoiceInput): Promise<Invoice> {
  // Plain `api.post`: the generated document predates `lines` (issue 29) until it is regenerated.
  return api.post<Invoice>('/invoices/', input);
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvoice, onSuccess: () => invalidateInvoiceData(queryClient) });
}
