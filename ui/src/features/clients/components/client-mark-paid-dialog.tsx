import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { saveErrorMessage } from '@/lib/api-errors';
import { formatDay } from '@/lib/days';
import { formatCents } from '@/lib/money';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useOpenInvoices, useUpdatePaymentStatus } from '../api/update-payment-status';
import type { Client } from '../types';

interface Props {
  client: Client;
  onClose: () => void;
  /** After the server recorded the payments: what was marked, in words. */
  onDone: (message: string) => void;
}

/**
 * Mark Paid on a client card: a client's payment status comes from its invoices, so this records each open
 * invoice as paid today, after naming them. Nothing open, nothing to mark (the card hides the button then).
 */
export function ClientMarkPaidDialog({ client, onClose, onDone }: Props) {
  const open = useOpenInvoices(client.id);
  const markPaid = useUpdatePaymentStatus();
  const once = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const invoices = open.data ?? [];
  const total = invoices.reduce((sum, invoice) => sum + invoice.amount_cents, 0);
  const numbers = invoices.map((invoice) => invoice.invoice_number).join(', ');
  const { t } = useLingui();
  const name = client.name;
  const count = invoices.length;
  const totalText = formatCents(total);
  const dueDay = formatDay;

  function confirm() {
    once(async () => {
      setError(null);
      try {
        await markPaid.mutateAsync({ id: client.id, payment_status: 'paid' });
        onDone(t`${name}: ${numbers} marked as paid.`);
      } catch (caught) {
        setError(
          saveErrorMessage(
            caught,
            t`Failed to update payment status`,
            t({ message: 'client', context: 'what failed' }),
          ),
        );
      }
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans>Mark {name} as paid?</Trans>}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={markPaid.isPending} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={confirm} loading={markPaid.isPending} disabled={invoices.length === 0}>
            {count === 1 ? <Trans>Mark invoice paid</Trans> : <Trans>Mark {count} invoices paid</Trans>}
          </Button>
        </>
      }
    >
      <QueryState
        query={open}
        loading={t`Loading the open invoices`}
        failed={t`Could not load the invoices.`}
        size="panel"
      >
        {(list) => {
          const listCount = list.length;
          return list.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>
                <bdi>{name}</bdi> has no open invoice: there is nothing to mark paid.
              </Trans>
            </p>
          ) : (
            <div className="space-y-3 text-sm text-slate-700">
              <p>
                {list.length === 1 ? (
                  <Trans>
                    A client&apos;s payment status follows its invoices. This records this invoice as paid today, for
                    its amount:
                  </Trans>
                ) : (
                  <Trans>
                    A client&apos;s payment status follows its invoices. This records these {listCount} invoices as paid
                    today, for their amounts:
                  </Trans>
                )}
              </p>
              <ul aria-label={t`Open invoices`} className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
                {list.map((invoice) => (
                  // Number and amount on one line and the due day under them on a phone; one row from sm up.
                  <li
                    key={invoice.id}
                    className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 px-3 py-2 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
                  >
                    <span className="font-mono font-semibold text-slate-900">{invoice.invoice_number}</span>
                    <span className="text-right font-semibold text-slate-900 tabular-nums sm:order-3">
                      {formatCents(invoice.amount_cents)}
                    </span>
                    <span
                      className={`sm:order-2 sm:text-center ${invoice.status === 'overdue' ? 'text-red-700' : 'text-slate-500'}`}
                    >
                      {invoice.status === 'overdue' ? (
                        <Trans>overdue since {dueDay(invoice.due_date)}</Trans>
                      ) : (
                        <Trans>due {dueDay(invoice.due_date)}</Trans>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
              {list.length > 1 && (
                <p>
                  <Trans>
                    Total: <strong className="tabular-nums">{totalText}</strong>
                  </Trans>
                </p>
              )}
              <p className="text-slate-500">
                <Trans>To record another day or amount, use Mark as Paid on the invoice itself (Invoices).</Trans>
              </p>
            </div>
          );
        }}
      </QueryState>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </Modal>
  );
}
