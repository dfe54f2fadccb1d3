import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TruncatedText } from '@/components/truncated-text';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/money';
import { overdueText, sinceText } from '../dates';
import { formatDay } from '@/lib/days';
import { ariaSort, type SortKey, type SortState } from '../invoice-sort';
import { invoiceMoney } from '@/lib/invoice-money';
import { isUnpaid, type Invoice } from '../types';
import { InvoiceRowActions } from './invoice-row-actions';
import { InvoiceStatusBadge } from './invoice-status-badge';
import type { InvoiceActions } from './use-invoice-actions';

interface Props {
  invoices: Invoice[];
  actions: InvoiceActions;
  label: string;
  /** Sortable headers when given (the Invoices screen); plain ones otherwise (the overview). */
  sort?: SortState;
  onSort?: (key: SortKey) => void;
  withReminder?: boolean;
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: SortKey;
  sort?: SortState;
  onSort?: (key: SortKey) => void;
  className?: string;
}) {
  if (!sort || !onSort) {
    return (
      <th scope="col" className={cn('px-4 py-2.5', className)}>
        {label}
      </th>
    );
  }
  const direction = ariaSort(sort, column);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction} className={cn('px-4 py-2.5', className)}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-800 focus-visible:outline-2"
      >
        {label}
        <Icon className={cn('size-3.5', direction === 'none' && 'text-slate-400')} aria-hidden="true" />
      </button>
    </th>
  );
}

function DueDate({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <span className="whitespace-nowrap">{formatDay(invoice.due_date)}</span>
      {invoice.status === 'overdue' && (
        <span className="block text-xs whitespace-nowrap text-red-700">{overdueText(invoice.due_date)}</span>
      )}
    </>
  );
}

/** The number opens the invoice in full (lines, taxes, credit notes, the Credit note action). */
function InvoiceNumber({ invoice, actions }: { invoice: Invoice; actions: InvoiceActions }) {
  const { t } = useLingui();
  const number = invoice.invoice_number;
  return (
    <button
      type="button"
      onClick={() => actions.run(invoice, 'details')}
      aria-label={t`Open ${number}`}
      className="rounded font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2"
    >
      {invoice.invoice_number}
    </button>
  );
}

/** Under the gross: what is still open once credit notes or part payments took some of it. */
function OpenBalance({ invoice }: { invoice: Invoice }) {
  const money = invoiceMoney(invoice);
  if (!isUnpaid(invoice) || money.balance_cents === money.gross_cents) return null;
  return (
    <span className="block text-xs font-normal text-slate-500">
      <Trans comment="An amount still to pay">{formatCents(money.balance_cents)} open</Trans>
    </span>
  );
}

/** Under the status: when it was paid, or when the last reminder went out. */
function StatusNote({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const paid = invoice.paid_at && sinceText(invoice.paid_at);
  const reminded = invoice.last_reminded_at && sinceText(invoice.last_reminded_at);
  const note = invoice.status === 'paid' ? paid && t`Paid ${paid}` : reminded && t`Reminded ${reminded}`;
  return note ? <span className="block text-xs whitespace-nowrap text-slate-500">{note}</span> : null;
}

/**
 * A table where there is room for its six columns, a list of cards where there is not. The switch follows
 * the component's own width (a container query), not the window's, so the same code fits the Invoices
 * screen and the overview panel; the hidden one is display:none, out of the accessibility tree.
 */
export function InvoiceTable({ invoices, actions, label, sort, onSort, withReminder }: Props) {
  const { t } = useLingui();
  const header = { sort, onSort };
  return (
    <div className="@container">
      <table aria-label={label} className="hidden w-full table-fixed text-left text-sm @3xl:table">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-36 px-4 py-2.5">
              <Trans>Invoice</Trans>
            </th>
            <th scope="col" className="px-4 py-2.5">
              <Trans>Client</Trans>
            </th>
            <SortHeader label={t`Amount`} column="amount" {...header} className="w-28 text-right" />
            <SortHeader label={t`Due Date`} column="date" {...header} className="w-32" />
            <SortHeader label={t`Status`} column="status" {...header} className="w-36" />
            <th scope="col" className="w-60 px-3 py-2.5 text-right">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="align-top">
              <td className="px-4 py-3">
                <InvoiceNumber invoice={invoice} actions={actions} />
                {invoice.description && (
                  <TruncatedText as="p" lines={3} text={invoice.description} className="text-xs text-slate-500" />
                )}
              </td>
              <td className="px-4 py-3">
                <TruncatedText as="p" lines={2} text={invoice.client_name} className="font-medium text-slate-800" />
                <TruncatedText as="p" lines={2} text={invoice.client_email} className="text-xs text-slate-500" />
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatCents(invoice.amount_cents)}
                <OpenBalance invoice={invoice} />
              </td>
              <td className="px-4 py-3 text-slate-700">
                <DueDate invoice={invoice} />
              </td>
              <td className="px-4 py-3">
                <InvoiceStatusBadge status={invoice.status} />
                <StatusNote invoice={invoice} />
              </td>
              <td className="px-3 py-2.5">
                <InvoiceRowActions invoice={invoice} actions={actions} withReminder={withReminder} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label={label} className="divide-y divide-slate-100 @3xl:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id} aria-label={invoice.invoice_number} className="space-y-2 px-4 py-3">
            <div className="flex items-baseline justify-between gap-3">
              <InvoiceNumber invoice={invoice} actions={actions} />
              <p className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatCents(invoice.amount_cents)}
              </p>
            </div>
            <div className="text-sm text-slate-600">
              <TruncatedText as="p" lines={2} text={invoice.client_name} className="font-medium text-slate-800" />
              <p>
                <Trans>
                  Due <DueDate invoice={invoice} />
                </Trans>
              </p>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <InvoiceStatusBadge status={invoice.status} />
                <StatusNote invoice={invoice} />
              </div>
              <InvoiceRowActions invoice={invoice} actions={actions} withReminder={withReminder} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
