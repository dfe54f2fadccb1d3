import { msg } from '@lingui/core/macro';
import type { ReminderSent } from '../types';
import { invoiceKeys } from './get-invoices';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Shown with `i18n._(REMINDER_FAILED)`. */
export const REMINDER_FAILED = msg`Could not send the reminder.`;

/** Mails the client the amount, due date and bank details; 429 when one went out within the hour. */
export function sendInvoiceReminder(id: number): Promise<ReminderSent> {
  return postApi('/invoices/{id}/remind/' as const, { path: { id } });
}

// Rows show when the last reminder went out; nothing else changes.
export const useSendInvoiceReminder = refetchingMutation(
  sendInvoiceReminder,
  (queryClient) => void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
);
