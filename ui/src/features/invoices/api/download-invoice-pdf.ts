import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { pdfFilename, type Invoice } from '../types';

/** Shown with `i18n._(DOWNLOAD_PDF_FAILED)`. */
export const DOWNLOAD_PDF_FAILED = msg`Failed to download the invoice PDF.`;

/** The server-made PDF, saved as INV-2026-0042.pdf. */
export function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'invoice_number'>): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return downloadFile(`/invoices/${invoice.id}/pdf/`, pdfFilename(invoice));
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
