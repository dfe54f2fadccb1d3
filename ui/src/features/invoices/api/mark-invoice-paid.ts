import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Invoice } from '../types';
import { invalidateInvoiceData } from './invalidate';

export const MARK_PAID_FAILED = 'Could not mark the invoice as paid.';

export function markInvoicePaid(id: number): Promise<Invoice> {
  return api.post<Invoice>(`/invoices/${id}/mark_paid/`);
}

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  // Also on failure: a 409 means another tab already marked it paid, and the rows should say so.
  return useMutation({ mutationFn: markInvoicePaid, onSettled: () => invalidateInvoiceData(queryClient) });
}
