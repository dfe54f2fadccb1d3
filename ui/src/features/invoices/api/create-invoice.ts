import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceInput } from '../invoice-form';
import type { Invoice } from '../types';
import { invalidateInvoiceData } from './invalidate';
import { postApi } from '@/lib/typed-api';

export function createInvoice(input: InvoiceInput): Promise<Invoice> {
  return postApi('/invoices/', { body: input });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvoice, onSuccess: () => invalidateInvoiceData(queryClient) });
}
