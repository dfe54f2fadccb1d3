import { msg } from '@lingui/core/macro';
import type { Schemas } from '@/lib/types';
import type { Invoice } from '../types';
import { invalidateInvoiceData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Shown with `i18n._(MARK_PAID_FAILED)`. */
export const MARK_PAID_FAILED = msg`Could not mark the invoice as paid.`;

/** The payment received: the day (`YYYY-MM-DD`, not after today) and the amount in cents (the balance). */
export type Payment = Schemas['PaymentBody'];

export function markInvoicePaid({ id, ...payment }: Payment & { id: number }): Promise<Invoice> {
  return postApi('/invoices/{id}/mark_paid/' as const, { path: { id }, body: payment });
}

// Also on failure: a 409 means another tab already marked it paid, and the rows should say so.
export const useMarkInvoicePaid = refetchingMutation(markInvoicePaid, invalidateInvoiceData);
