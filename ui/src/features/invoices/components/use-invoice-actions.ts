import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { saveErrorMessage } from '@/lib/api-errors';
import { invoiceMoney } from '@/lib/invoice-money';
import { formatCents } from '@/lib/money';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useTimedMessage } from '@/lib/use-timed-message';
import { DOWNLOAD_PDF_FAILED, useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { MARK_PAID_FAILED, useMarkInvoicePaid, type Payment } from '../api/mark-invoice-paid';
import { REMINDER_FAILED, useSendInvoiceReminder } from '../api/send-invoice-reminder';
import type { Invoice, ReminderSent } from '../types';

export type InvoiceAction = 'mark-paid' | 'remind' | 'download' | 'details';

/** An action waiting for the admin's answer in a dialog: the payment's day and amount, or yes to a reminder. */
export type Asking = { invoice: Invoice; action: 'mark-paid' | 'remind' | 'details' };

export interface InvoiceActions {
  /** Download runs at once; Mark as Paid and Send Reminder ask first (`asking`), then `confirm` sends them. */
  run: (invoice: Invoice, action: InvoiceAction) => void;
  asking: Asking | null;
  confirm: (payment?: Payment) => Promise<void>;
  cancel: () => void;
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
 * Mark as Paid asks for the payment's day and amount and Send Reminder asks first; a refusal (a 409 already
 * paid, a 429 reminded in the last 24 hours) shows the server's own sentence in that dialog.
 */
export function useInvoiceActions(): InvoiceActions {
  const { t, i18n } = useLingui();
  const markPaid = useMarkInvoicePaid();
  const remind = useSendInvoiceReminder();
  const download = useDownloadInvoicePdf();
  const once = useSingleFlight();
  const notice = useTimedMessage(6_000);
  const [error, setError] = useState<string | null>(null);
  const [reminder, setReminder] = useState<ReminderSent | null>(null);
  const [inFlight, setInFlight] = useState<Map<number, InvoiceAction>>(() => new Map());
  const [asking, setAsking] = useState<Asking | null>(null);

  function track(id: number, action: InvoiceAction | null) {
    setInFlight((current) => {
      const next = new Map(current);
      if (action) next.set(id, action);
      else next.delete(id);
      return next;
    });
  }

  async function perform(invoice: Invoice, action: InvoiceAction, payment?: Payment) {
    switch (action) {
      case 'mark-paid': {
        const paid = await markPaid.mutateAsync({ id: invoice.id, ...payment });
        // A part payment leaves the invoice open: say what was recorded and what is left.
        const number = paid.invoice_number;
        const recorded = formatCents(payment?.amount_cents);
        const open = formatCents(invoiceMoney(paid).balance_cents);
        notice.show(
          paid.status === 'paid'
            ? t`${number} marked as paid.`
            : t`${number}: ${recorded} recorded, ${open} still open.`,
        );
        return;
      }
      case 'remind':
        setReminder(await remind.mutateAsync(invoice.id));
        return;
      case 'download':
        await download.mutateAsync(invoice);
        return;
      case 'details':
        return;
    }
  }

  const failed: Record<InvoiceAction, string> = {
    'mark-paid': i18n._(MARK_PAID_FAILED),
    remind: i18n._(REMINDER_FAILED),
    download: i18n._(DOWNLOAD_PDF_FAILED),
    details: i18n._(DOWNLOAD_PDF_FAILED),
  };
  const thing = t({ message: 'invoice', comment: 'In "This invoice no longer exists."' });

  return {
    run: (invoice, action) => {
      setError(null);
      if (action === 'download') {
        once(async () => {
          track(invoice.id, action);
          try {
            await perform(invoice, action);
          } catch (caught) {
            setError(saveErrorMessage(caught, failed[action], thing));
          } finally {
            track(invoice.id, null);
          }
        }, String(invoice.id));
        return;
      }
      notice.clear();
      setAsking({ invoice, action });
    },
    asking,
    // The dialog shows a refusal itself (a date in the future, 409 already paid, 429 reminded today) and stays
    // open; a success closes it and says what happened where the rows are.
    confirm: async (payment) => {
      if (!asking) return;
      const { invoice, action } = asking;
      track(invoice.id, action);
      try {
        await perform(invoice, action, payment);
        setAsking(null);
      } catch (caught) {
        throw new Error(saveErrorMessage(caught, failed[action], thing), { cause: caught });
      } finally {
        track(invoice.id, null);
      }
    },
    cancel: () => setAsking(null),
    busy: (invoice) => inFlight.get(invoice.id) ?? null,
    notice: notice.message,
    error,
    reminder,
    closeReminder: () => setReminder(null),
  };
}
