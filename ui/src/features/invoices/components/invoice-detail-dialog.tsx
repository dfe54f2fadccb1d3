import { CheckCircle2, Download, FileMinus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { InvoiceBreakdown } from '@/components/invoice-breakdown';
import { Modal } from '@/components/modal';
import { PaymentQr } from '@/components/payment-qr';
import { errorMessage } from '@/lib/api-errors';
import { formatDay } from '@/lib/days';
import { creditableCents, invoiceMoney, type CreditNote } from '@/lib/invoice-money';
import { formatCents } from '@/lib/money';
import { DOWNLOAD_CREDIT_NOTE_FAILED, useDownloadCreditNotePdf } from '../api/download-credit-note-pdf';
import { useInvoice } from '../api/get-invoice';
import { canCredit, isUnpaid, type Invoice } from '../types';
import { CreditNoteForm } from './credit-note-form';
import { InvoiceStatusBadge } from './invoice-status-badge';
import type { InvoiceActions } from './use-invoice-actions';

/**
 * One invoice in full for the agency: lines, net, each tax, gross, the legal note, both tax ids, what was
 * credited and received, the balance, its credit notes (each with its PDF), and the scan-to-pay code the
 * client sees. Credit note opens its form in place; Mark as Paid and Download PDF are the table's own.
 */
export function InvoiceDetailDialog({ invoice: listed, actions }: { invoice: Invoice; actions: InvoiceActions }) {
  // The list's row shows at once; the invoice's own answer (with its credit notes) replaces it.
  const detail = useInvoice(listed.id, listed);
  const invoice = detail.data ?? listed;
  const money = invoiceMoney(invoice);
  const [crediting, setCrediting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const download = useDownloadCreditNotePdf();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  function pdf(note: CreditNote) {
    return (
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Download ${note.number} PDF`}
        title="Download PDF"
        loading={download.isPending && download.variables?.id === note.id}
        onClick={() => {
          setDownloadError(null);
          download.mutate(note, {
            onError: (caught) => setDownloadError(errorMessage(caught, DOWNLOAD_CREDIT_NOTE_FAILED)),
          });
        }}
      >
        <Download className="size-4" aria-hidden="true" />
      </Button>
    );
  }

  return (
    <Modal
      open
      onClose={actions.cancel}
      title={<>Invoice {invoice.invoice_number}</>}
      description={
        <>
          <bdi>{invoice.client_name}</bdi> · issued {formatDay(invoice.created_at.slice(0, 10))} · due{' '}
          {formatDay(invoice.due_date)}
        </>
      }
      size="lg"
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <InvoiceStatusBadge status={invoice.status} />
          {invoice.paid_at && (
            <span className="text-sm text-slate-500">Paid {formatDay(invoice.paid_at.slice(0, 10))}</span>
          )}
        </div>
        {notice && <Alert tone="success">{notice}</Alert>}
        {detail.isError && (
          <Alert tone="error">Could not load the invoice's details; the row's figures are shown.</Alert>
        )}
        {downloadError && <Alert tone="error">{downloadError}</Alert>}
        {crediting ? (
          <CreditNoteForm
            invoice={invoice}
            creditable={creditableCents(money)}
            onCancel={() => setCrediting(false)}
            onIssued={(note) => {
              setCrediting(false);
              setNotice(`${note.number} issued for ${formatCents(note.amount_cents)}.`);
            }}
          />
        ) : (
          <>
            <InvoiceBreakdown invoice={invoice} creditNotePdf={pdf} />
            {money.payment_code && money.balance_cents > 0 && (
              <div className="border-t border-slate-100 pt-4">
                <p className="mb-2 text-sm font-medium text-slate-700">The client's scan-to-pay code</p>
                <PaymentQr code={money.payment_code} size={144} />
              </div>
            )}
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
              {canCredit(invoice) && creditableCents(money) > 0 && (
                <Button
                  variant="secondary"
                  icon={<FileMinus className="size-4" aria-hidden="true" />}
                  onClick={() => {
                    setNotice(null);
                    setCrediting(true);
                  }}
                >
                  Credit note
                </Button>
              )}
              {isUnpaid(invoice) && money.balance_cents > 0 && (
                <Button
                  variant="secondary"
                  icon={<CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />}
                  onClick={() => actions.run(invoice, 'mark-paid')}
                >
                  Mark as Paid
                </Button>
              )}
              <Button
                icon={<Download className="size-4" aria-hidden="true" />}
                loading={actions.busy(invoice) === 'download'}
                onClick={() => actions.run(invoice, 'download')}
              >
                Download PDF
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
