import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postApi } from '@/lib/typed-api';
import type { CreditNote } from '@/lib/invoice-money';
import { invalidateInvoiceData } from './invalidate';

/** Shown with `i18n._(CREDIT_NOTE_FAILED)`. */
export const CREDIT_NOTE_FAILED = msg`Could not issue the credit note.`;

/**
 * POST /invoices/<id>/credit-notes/ {amount?, reason?}: amount in major units, left out for everything still
 * creditable. 409 on a cancelled invoice, 422 for an amount above what is creditable.
 */
export interface CreditNoteInput {
  id: number;
  amount?: number;
  reason?: string;
}

export function createCreditNote({ id, ...body }: CreditNoteInput): Promise<CreditNote> {
  return postApi('/invoices/{id}/credit-notes/' as const, { path: { id }, body });
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  // A credit note changes the invoice's status and balance and every total (summary, dashboard, clients).
  return useMutation({ mutationFn: createCreditNote, onSettled: () => invalidateInvoiceData(queryClient) });
}
