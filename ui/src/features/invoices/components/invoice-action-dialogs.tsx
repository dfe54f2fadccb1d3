import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { formatDay, localDay } from '@/lib/days';
import { dateFormat } from '@/lib/format';
import { formatCents } from '@/lib/money';
import { amountStep, centsToInput, parseAmount, withCurrency } from '@/lib/money-input';
import { invoiceMoney } from '@/lib/invoice-money';
import { validatePayment, type PaymentErrors } from '../credit-note-form';
import type { Invoice } from '../types';
import { InvoiceDetailDialog } from './invoice-detail-dialog';
import type { InvoiceActions } from './use-invoice-actions';

/**
 * The latest day a payment can have arrived: today, by the reader's calendar (their time zone) and by the server's (UTC), whichever
 * is earlier, so a date the form offers is never one the server calls the future.
 */
export function latestPaymentDay(now: Date = new Date()): string {
  const local = localDay(now);
  const utc = now.toISOString().slice(0, 10);
  return local < utc ? local : utc;
}

/** When the next reminder may go for this invoice, or null when one may go now. */
export function nextReminderAt(invoice: Pick<Invoice, 'next_reminder_at'>, now: Date = new Date()): Date | null {
  if (!invoice.next_reminder_at) return null;
  const at = new Date(invoice.next_reminder_at);
  return Number.isNaN(at.getTime()) || at <= now ? null : at;
}

/** A day and time in the reader's language ('Nov 20, 2026, 3:05 PM' in English). */
export function formatMoment(at: Date): string {
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

function useConfirm(actions: InvoiceActions) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function send(payment?: Parameters<InvoiceActions['confirm']>[0]) {
    if (pending) return;
    setError(null);
    setPending(true);
    try {
      await actions.confirm(payment);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  }
  return { error, pending, send };
}

/**
 * Mark as Paid: the day the money arrived and how much (today and the balance unless changed). Less than the
 * balance is a part payment: the invoice stays pending with what is left, which the hint says as it is typed.
 */
function MarkPaidDialog({ invoice, actions }: { invoice: Invoice; actions: InvoiceActions }) {
  const { t } = useLingui();
  const latest = latestPaymentDay();
  const balance = invoiceMoney(invoice).balance_cents;
  const [day, setDay] = useState(latest);
  const [amount, setAmount] = useState(centsToInput(balance));
  const [fieldErrors, setFieldErrors] = useState<PaymentErrors>({});
  const { error, pending, send } = useConfirm(actions);
  const typed = parseAmount(amount);
  const part = 'cents' in typed && typed.cents < balance;

  function submit(event: FormEvent) {
    event.preventDefault();
    const { errors, cents } = validatePayment(day, amount, latest, balance);
    setFieldErrors(errors);
    if (errors.day || errors.amount || cents === null) return;
    void send({ paid_on: day, amount_cents: cents });
  }

  return (
    <Modal
      open
      onClose={actions.cancel}
      title={<Trans>Mark {invoice.invoice_number} as paid</Trans>}
      description={
        balance !== invoice.amount_cents ? (
          <Trans>
            <bdi>{invoice.client_name}</bdi> · {formatCents(balance)} open of {formatCents(invoice.amount_cents)} · due{' '}
            {formatDay(invoice.due_date)}
          </Trans>
        ) : (
          <Trans>
            <bdi>{invoice.client_name}</bdi> · {formatCents(balance)} · due {formatDay(invoice.due_date)}
          </Trans>
        )
      }
      size="sm"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input
          label={t`Payment date`}
          type="date"
          max={latest}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          error={fieldErrors.day}
          hint={t`The day the money arrived.`}
          required
          data-autofocus
        />
        <Input
          label={withCurrency(t`Amount received`)}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={amountStep()}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={fieldErrors.amount}
          hint={
            part
              ? t`A part payment: ${formatCents(balance - typed.cents)} stays open.`
              : t`The balance: ${formatCents(balance)}.`
          }
          required
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={actions.cancel} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={pending}>
            {part ? t`Record part payment` : t`Record payment`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Send Reminder: who gets what, and that the next can go only a day later. */
function RemindDialog({ invoice, actions }: { invoice: Invoice; actions: InvoiceActions }) {
  const { error, pending, send } = useConfirm(actions);
  const wait = nextReminderAt(invoice);
  const balance = formatCents(invoiceMoney(invoice).balance_cents);
  const due = formatDay(invoice.due_date);
  return (
    <Modal
      open
      onClose={actions.cancel}
      title={<Trans>Send a reminder for {invoice.invoice_number}?</Trans>}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={actions.cancel} disabled={pending} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void send()} loading={pending} disabled={wait !== null}>
            <Trans>Send Reminder</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          {invoice.status === 'overdue' ? (
            <Trans>
              <bdi>{invoice.client_name}</bdi> gets a mail at{' '}
              <strong className="wrap-anywhere">{invoice.client_email}</strong> asking for {balance}, overdue since{' '}
              {due}, with your bank details.
            </Trans>
          ) : (
            <Trans>
              <bdi>{invoice.client_name}</bdi> gets a mail at{' '}
              <strong className="wrap-anywhere">{invoice.client_email}</strong> asking for {balance}, due {due}, with
              your bank details.
            </Trans>
          )}
        </p>
        {invoice.last_reminded_at && (
          <p className="text-slate-500">
            <Trans>
              Last reminder: {formatMoment(new Date(invoice.last_reminded_at))} ({invoice.reminder_count} sent).
            </Trans>
          </p>
        )}
        <p className="text-slate-500">
          <Trans>One reminder a day per invoice: the next can go 24 hours after this one.</Trans>
        </p>
        {wait && (
          <Alert tone="info">
            <Trans>A reminder went out in the last 24 hours; the next can go {formatMoment(wait)}.</Trans>
          </Alert>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}

/** The dialog of the action waiting for an answer, if any. */
export function InvoiceActionDialogs({ actions }: { actions: InvoiceActions }) {
  const asking = actions.asking;
  if (!asking) return null;
  // Keyed by invoice: another invoice's dialog starts from its own balance.
  if (asking.action === 'details')
    return <InvoiceDetailDialog key={asking.invoice.id} invoice={asking.invoice} actions={actions} />;
  return asking.action === 'mark-paid' ? (
    <MarkPaidDialog key={asking.invoice.id} invoice={asking.invoice} actions={actions} />
  ) : (
    <RemindDialog key={asking.invoice.id} invoice={asking.invoice} actions={actions} />
  );
}
