import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { formatDay } from '@/lib/days';
import { dateFormat } from '@/lib/format';
import { formatCents } from '@/lib/money';
import type { ReminderSent } from '../types';

/** What was sent, to whom and when: the server's answer, not what the screen hoped would happen. */
export function ReminderSentDialog({ sent, onClose }: { sent: ReminderSent | null; onClose: () => void }) {
  const { t } = useLingui();
  if (!sent) return null;
  const { invoice } = sent;
  const at = new Date(sent.sent_at);
  const sentAt = Number.isNaN(at.getTime())
    ? sent.sent_at
    : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Reminder sent`}
      size="sm"
      footer={
        <Button onClick={onClose} data-autofocus>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <MailCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-2 text-sm text-slate-700">
          <p role="status">
            <Trans>
              A reminder for <strong>{invoice.invoice_number}</strong> was sent to{' '}
              <strong className="wrap-anywhere">{sent.sent_to}</strong> on <time dateTime={sent.sent_at}>{sentAt}</time>
              .
            </Trans>
          </p>
          <p>
            <Trans>
              It asks for {formatCents(invoice.amount_cents)}, due {formatDay(invoice.due_date)}, with your bank details
              and the invoice number as the payment reference.
            </Trans>
          </p>
          {sent.notified_user && (
            <p>
              <Trans>The client was also notified in the portal.</Trans>
            </p>
          )}
          {invoice.reminder_count > 1 && (
            <p className="text-slate-500">
              <Trans>Reminders sent for this invoice: {invoice.reminder_count}.</Trans>
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}
