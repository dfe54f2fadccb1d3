import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import type { Invoice } from '../types';

/** The invoice as the server renders it, saved under its number (the name the server gives it too). */
export function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'invoice_number'>): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return downloadFile(`/invoices/${invoice.id}/pdf/`, `${invoice.invoice_number}.pdf`);
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
