import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import type { Invoice } from '../types';
import { invalidateInvoiceData } from './invalidate';
import { postApi } from '@/lib/typed-api';

export const MARK_PAID_FAILED = 'Could not mark the invoice as paid.';

/** The payment received: the day (`YYYY-MM-DD`, not after today) and the amount in cents (the balance). */
export type Payment = Schemas['PaymentBody'];

export function markInvoicePaid({ id, ...payment }: Payment & { id: number }): Promise<Invoice> {
  return postApi('/invoices/{id}/mark_paid/', { path: { id }, body: payment });
}

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  // Also on failure: a 409 means another tab already marked it paid, and the rows should say so.
  return useMutation({ mutationFn: markInvoicePaid, onSettled: () => invalidateInvoiceData(queryClient) });
}
