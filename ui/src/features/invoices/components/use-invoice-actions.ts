import { useState } from 'react';
import { saveErrorMessage } from '@/lib/api-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useTimedMessage } from '@/lib/use-timed-message';
import { DOWNLOAD_PDF_FAILED, useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { MARK_PAID_FAILED, useMarkInvoicePaid } from '../api/mark-invoice-paid';
import { REMINDER_FAILED, useSendInvoiceReminder } from '../api/send-invoice-reminder';
import type { Invoice, ReminderSent } from '../types';

export type InvoiceAction = 'mark-paid' | 'remind' | 'download';

export interface InvoiceActions {
  run: (invoice: Invoice, action: InvoiceAction) => void;
  /** The action in flight for this invoice, so its button shows a spinner. */
  busy: (invoice: Invoice) => InvoiceAction | null;
  notice: string | null;
  error: string | null;
  /** The last reminder that went out, for the confirmation dialog; null once it is closed. */
  reminder: ReminderSent | null;
  closeReminder: () => void;
}

/**
 * Mark as Paid, Send Reminder and Download PDF for any list of invoices: one request per invoice at a time
 * (a double click sends one), the outcome in words, and the reminder's details kept for its confirmation.
 * A 409 (already paid) or 429 (reminded within the hour) shows the server's own sentence.
 */
export function useInvoiceActions(): InvoiceActions {
  const markPaid = useMarkInvoicePaid();
  const remind = useSendInvoiceReminder();
  const download = useDownloadInvoicePdf();
  const once = useSingleFlight();
  const notice = useTimedMessage(6_000);
  const [error, setError] = useState<string | null>(null);
  const [reminder, setReminder] = useState<ReminderSent | null>(null);
  const [inFlight, setInFlight] = useState<Map<number, InvoiceAction>>(() => new Map());

  function track(id: number, action: InvoiceAction | null) {
    setInFlight((current) => {
      const next = new Map(current);
      if (action) next.set(id, action);
      else next.delete(id);
      return next;
    });
  }

  async function perform(invoice: Invoice, action: InvoiceAction) {
    switch (action) {
      case 'mark-paid': {
        const paid = await markPaid.mutateAsync(invoice.id);
        notice.show(`${paid.invoice_number} marked as paid.`);
        return;
      }
      case 'remind':
        setReminder(await remind.mutateAsync(invoice.id));
        return;
      case 'download':
        await download.mutateAsync(invoice);
        return;
    }
  }

  const failed: Record<InvoiceAction, string> = {
    'mark-paid': MARK_PAID_FAILED,
    remind: REMINDER_FAILED,
    download: DOWNLOAD_PDF_FAILED,
  };

  return {
    run: (invoice, action) =>
      once(async () => {
        setError(null);
        notice.clear();
        track(invoice.id, action);
        try {
          await perform(invoice, action);
        } catch (caught) {
          setError(saveErrorMessage(caught, failed[action], 'invoice'));
        } finally {
          track(invoice.id, null);
        }
      }, String(invoice.id)),
    busy: (invoice) => inFlight.get(invoice.id) ?? null,
    notice: notice.message,
    error,
    reminder,
    closeReminder: () => setReminder(null),
  };
}
