import { MailCheck } from 'lucide-react';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { formatDay } from '@/lib/days';
import { formatCents } from '@/lib/money';
import type { ReminderSent } from '../types';

const sentAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What was sent, to whom and when: the server's answer, not what the screen hoped would happen. */
export function ReminderSentDialog({ sent, onClose }: { sent: ReminderSent | null; onClose: () => void }) {
  if (!sent) return null;
  const { invoice } = sent;
  const at = new Date(sent.sent_at);
  return (
    <Modal
      open
      onClose={onClose}
      title="Reminder sent"
      size="sm"
      footer={
        <Button onClick={onClose} data-autofocus>
          Done
        </Button>
      }
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <MailCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-2 text-sm text-slate-700">
          <p role="status">
            A reminder for <strong>{invoice.invoice_number}</strong> was sent to{' '}
            <strong className="wrap-anywhere">{sent.sent_to}</strong> on{' '}
            <time dateTime={sent.sent_at}>{Number.isNaN(at.getTime()) ? sent.sent_at : sentAtFormat.format(at)}</time>.
          </p>
          <p>
            It asks for {formatCents(invoice.amount_cents)}, due {formatDay(invoice.due_date)}, with your bank details
            and the invoice number as the payment reference.
          </p>
          {sent.notified_user && <p>The client was also notified in the portal.</p>}
          {invoice.reminder_count > 1 && (
            <p className="text-slate-500">Reminders sent for this invoice: {invoice.reminder_count}.</p>
          )}
        </div>
      </div>
    </Modal>
  );
}
