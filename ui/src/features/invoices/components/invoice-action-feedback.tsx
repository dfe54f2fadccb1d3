import { Alert } from '@/components/alert';
import { ReminderSentDialog } from './reminder-sent-dialog';
import type { InvoiceActions } from './use-invoice-actions';

/** The outcome of a row action, shown where the rows are, and the reminder's confirmation. */
export function InvoiceActionFeedback({ actions }: { actions: InvoiceActions }) {
  return (
    <>
      {actions.notice && <Alert tone="success">{actions.notice}</Alert>}
      {actions.error && <Alert tone="error">{actions.error}</Alert>}
      <ReminderSentDialog sent={actions.reminder} onClose={actions.closeReminder} />
    </>
  );
}
