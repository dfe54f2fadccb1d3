import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSent } from '../types';
import { invoiceKeys } from './get-invoices';
import { postApi } from '@/lib/typed-api';

export const REMINDER_FAILED = 'Could not send the reminder.';

/** Mails the client the amount, due date and bank details; 429 when one went out within the hour. */
export function sendInvoiceReminder(id: number): Promise<ReminderSent> {
  return postApi('/invoices/{id}/remind/', { path: { id } });
}

export function useSendInvoiceReminder() {
  const queryClient = useQueryClient();
  // Rows show when the last reminder went out; nothing else changes.
  return useMutation({
    mutationFn: sendInvoiceReminder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
  });
}
