import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Download, FileMinus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { InvoiceBreakdown } from '@/components/invoice-breakdown';
import { Modal } from '@/components/modal';
import { PaymentQr } from '@/components/payment-qr';
import { errorMessage } from '@/lib/api-errors';
import { formatDay } from '@/lib/days';
import { formatDate } from '@/lib/format';
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
  const { t, i18n } = useLingui();
  // The list's row shows at once; the invoice's own answer (with its credit notes) replaces it.
  const detail = useInvoice(listed.id, listed);
  const invoice = detail.data ?? listed;
  const money = invoiceMoney(invoice);
  const [crediting, setCrediting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const download = useDownloadCreditNotePdf();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  function pdf(note: CreditNote) {
    const number = note.number;
    return (
      <Button
        size="sm"
        variant="ghost"
        aria-label={t`Download ${number} PDF`}
        title={t`Download PDF`}
        loading={download.isPending && download.variables?.id === note.id}
        onClick={() => {
          setDownloadError(null);
          download.mutate(note, {
            onError: (caught) => setDownloadError(errorMessage(caught, i18n._(DOWNLOAD_CREDIT_NOTE_FAILED))),
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
      title={<Trans>Invoice {invoice.invoice_number}</Trans>}
      description={
        <Trans>
          <bdi>{invoice.client_name}</bdi> · issued {formatDate(invoice.created_at)} · due {formatDay(invoice.due_date)}
        </Trans>
      }
      size="lg"
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <InvoiceStatusBadge status={invoice.status} />
          {invoice.paid_at && (
            <span className="text-sm text-slate-500">
              <Trans>Paid {formatDate(invoice.paid_at)}</Trans>
            </span>
          )}
        </div>
        {notice && <Alert tone="success">{notice}</Alert>}
        {detail.isError && (
          <Alert tone="error">
            <Trans>Could not load the invoice's details; the row's figures are shown.</Trans>
          </Alert>
        )}
        {downloadError && <Alert tone="error">{downloadError}</Alert>}
        {crediting ? (
          <CreditNoteForm
            invoice={invoice}
            creditable={creditableCents(money)}
            onCancel={() => setCrediting(false)}
            onIssued={(note) => {
              setCrediting(false);
              const number = note.number;
              const amount = formatCents(note.amount_cents);
              setNotice(t`${number} issued for ${amount}.`);
            }}
          />
        ) : (
          <>
            <InvoiceBreakdown invoice={invoice} creditNotePdf={pdf} />
            {money.payment_code && money.balance_cents > 0 && (
              <div className="border-t border-slate-100 pt-4">
                <p className="mb-2 text-sm font-medium text-slate-700">
                  <Trans>The client's scan-to-pay code</Trans>
                </p>
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
                  <Trans>Credit note</Trans>
                </Button>
              )}
              {isUnpaid(invoice) && money.balance_cents > 0 && (
                <Button
                  variant="secondary"
                  icon={<CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />}
                  onClick={() => actions.run(invoice, 'mark-paid')}
                >
                  <Trans>Mark as Paid</Trans>
                </Button>
              )}
              <Button
                icon={<Download className="size-4" aria-hidden="true" />}
                loading={actions.busy(invoice) === 'download'}
                onClick={() => actions.run(invoice, 'download')}
              >
                <Trans>Download PDF</Trans>
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
