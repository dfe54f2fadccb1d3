import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postApi } from '@/lib/typed-api';
import type { InvoiceInput } from '../invoice-form';
import type { Invoice } from '../types';
import { invalidateInvoiceData } from './invalidate';

/** POST /invoices/: one line (amount + description) or `lines`; the tax comes from the client's treatment. */
export function createInvoice(input: InvoiceInput): Promise<Invoice> {
  return postApi('/invoices/' as const, { body: input });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvoice, onSuccess: () => invalidateInvoiceData(queryClient) });
}
