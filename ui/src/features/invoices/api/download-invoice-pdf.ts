import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { pdfFilename, type Invoice } from '../types';

export const DOWNLOAD_PDF_FAILED = 'Failed to download the invoice PDF.';

/** The server-made PDF, saved as INV-2026-0042.pdf. */
export function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'invoice_number'>): Promise<void> {
  return downloadFile(`/invoices/${invoice.id}/pdf/`, pdfFilename(invoice));
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
