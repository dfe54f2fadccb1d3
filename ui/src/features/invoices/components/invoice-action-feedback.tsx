import { Alert } from '@/components/alert';
import { InvoiceActionDialogs } from './invoice-action-dialogs';
import { ReminderSentDialog } from './reminder-sent-dialog';
import type { InvoiceActions } from './use-invoice-actions';

/** The dialogs of Mark as Paid and Send Reminder, the outcome shown where the rows are, and the reminder's confirmation. */
export function InvoiceActionFeedback({ actions }: { actions: InvoiceActions }) {
  return (
    <>
      {actions.notice && <Alert tone="success">{actions.notice}</Alert>}
      {actions.error && <Alert tone="error">{actions.error}</Alert>}
      <InvoiceActionDialogs actions={actions} />
      <ReminderSentDialog sent={actions.reminder} onClose={actions.closeReminder} />
    </>
  );
}
