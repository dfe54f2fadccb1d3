import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button, buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { formatCents } from '@/lib/money';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { balanceCents, isOpen } from '../billing-format';
import { useDownloadCreditNotePdf } from '../api/download-credit-note-pdf';
import { invoiceMoney, type CreditNote } from '@/lib/invoice-money';
import { payHref } from '@/lib/paths';
import { formatDay } from '@/lib/days';
import { formatDate } from '@/lib/format';
import { BILLING_TEXT, type Invoice } from '../types';
import { InvoiceStatusBadge } from './status-badges';

/** The client's invoices with their PDFs; each open one leads to its bank-transfer view (Pay). */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  const { t } = useLingui();
  const download = useDownloadInvoicePdf();
  const once = useSingleFlight();
  const [failed, setFailed] = useState<string | null>(null);
  const open = invoices.filter(isOpen);
  const creditNotes = useDownloadCreditNotePdf();

  function save(invoice: Invoice) {
    once(async () => {
      setFailed(null);
      try {
        await download.mutateAsync(invoice);
      } catch {
        setFailed(invoice.invoice_number);
      }
    }, String(invoice.id));
  }

  const toPay = formatCents(balanceCents(open));
  const openCount = open.length;
  return (
    <Card
      title={t`Invoices`}
      description={
        open.length > 0
          ? t`${plural(openCount, { one: `# open, ${toPay} to pay`, other: `# open, ${toPay} to pay` })}`
          : invoices.length > 0
            ? t`All paid`
            : undefined
      }
    >
      {failed && (
        <Alert tone="error" className="mb-4">
          {BILLING_TEXT.downloadFailed} ({failed})
        </Alert>
      )}
      {invoices.length === 0 ? (
        <div className="flex flex-col items-center py-6 text-center">
          <Receipt className="size-8 text-slate-300" aria-hidden="true" />
          <p className="mt-2 text-sm text-slate-500">
            <Trans>No invoices yet. They appear here once your plan is billed.</Trans>
          </p>
        </div>
      ) : (
        <ul className="-my-3 divide-y divide-slate-100">
          {invoices.map((invoice) => {
            const number = invoice.invoice_number;
            const balance = formatCents(invoiceMoney(invoice).balance_cents);
            return (
              // Two columns on a phone (what and how much; when, state, Pay and the PDF), one row of five from sm up,
              // the last as wide in every row so the columns line up whether or not Pay is there.
              <li
                key={invoice.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 py-3 sm:grid-cols-[minmax(0,1fr)_7.5rem_6rem_5rem_9rem]"
              >
                <div className="min-w-0 sm:order-1">
                  {/* The number opens the invoice in full: its lines, tax, credit notes and, while open, the transfer. */}
                  <Link
                    to={payHref(invoice.id)}
                    className="font-mono text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                    aria-label={t`View ${number}`}
                  >
                    {invoice.invoice_number}
                  </Link>
                  {invoice.description && (
                    <p className="line-clamp-2 text-sm text-slate-500 wrap-anywhere" title={invoice.description}>
                      <bdi>{invoice.description}</bdi>
                    </p>
                  )}
                </div>
                <p className="self-start text-right text-sm font-semibold text-slate-900 tabular-nums sm:order-3 sm:self-center">
                  {formatCents(invoice.amount_cents)}
                  {isOpen(invoice) && invoiceMoney(invoice).balance_cents !== invoice.amount_cents && (
                    <span className="block text-xs font-normal text-slate-500">
                      <Trans>{balance} open</Trans>
                    </span>
                  )}
                </p>
                <div className="flex items-center gap-3 sm:contents">
                  <p className="text-sm sm:order-2">
                    <span className="text-slate-500 sm:block sm:text-xs">
                      {invoice.status === 'paid' ? t`Was due` : t`Due`}{' '}
                    </span>
                    <span className="font-medium whitespace-nowrap text-slate-700">{formatDay(invoice.due_date)}</span>
                  </p>
                  <div className="sm:order-4">
                    <InvoiceStatusBadge status={invoice.status} />
                  </div>
                </div>
                <div className="flex items-center justify-end gap-2 justify-self-end sm:order-5">
                  {isOpen(invoice) && (
                    <Link
                      to={payHref(invoice.id)}
                      className={buttonClasses(invoice.status === 'overdue' ? 'danger' : 'primary', 'sm')}
                      aria-label={t`Pay ${number}`}
                    >
                      <Trans>Pay</Trans>
                    </Link>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => save(invoice)}
                    loading={download.isPending && download.variables?.id === invoice.id}
                    icon={<Download className="size-4" aria-hidden="true" />}
                    aria-label={t`Download PDF of ${number}`}
                  >
                    PDF
                  </Button>
                </div>
                <CreditNoteRows
                  invoice={invoice}
                  busyId={creditNotes.isPending ? creditNotes.variables?.id : undefined}
                  onDownload={(note) =>
                    once(async () => {
                      setFailed(null);
                      try {
                        await creditNotes.mutateAsync(note);
                      } catch {
                        setFailed(note.number);
                      }
                    }, `cn-${note.id}`)
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/**
 * An invoice's credit notes, under it (a credit note only means something next to the invoice it corrects):
 * number, day, the amount taken off, and its PDF.
 */
function CreditNoteRows({
  invoice,
  busyId,
  onDownload,
}: {
  invoice: Invoice;
  busyId: number | undefined;
  onDownload: (note: CreditNote) => void;
}) {
  const { t } = useLingui();
  const notes = invoiceMoney(invoice).credit_notes;
  if (notes.length === 0) return null;
  const invoiceNumber = invoice.invoice_number;
  return (
    <ul className="col-span-full space-y-1 sm:order-6" aria-label={t`Credit notes on ${invoiceNumber}`}>
      {notes.map((note) => {
        const day = formatDate(note.created_at);
        const number = note.number;
        return (
          <li
            key={note.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200"
          >
            <span className="font-mono font-semibold text-slate-900">{note.number}</span>
            <span className="text-slate-500">
              <Trans>Credit note · {day}</Trans>
            </span>
            <span className="ml-auto font-semibold text-slate-900 tabular-nums">−{formatCents(note.amount_cents)}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onDownload(note)}
              loading={busyId === note.id}
              icon={<Download className="size-4" aria-hidden="true" />}
              aria-label={t`Download PDF of ${number}`}
            >
              PDF
            </Button>
            {note.reason && <p className="w-full text-slate-600 wrap-anywhere">{note.reason}</p>}
          </li>
        );
      })}
    </ul>
  );
}
