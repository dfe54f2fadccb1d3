import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { InvoiceInput } from '../invoice-form';
import type { Invoice } from '../types';
import { invalidateInvoiceData } from './invalidate';

export function createInvoice(input: InvoiceInput): Promise<Invoice> {
  return api.post<Invoice>('/invoices/', input);
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvoice, onSuccess: () => invalidateInvoiceData(queryClient) });
}
