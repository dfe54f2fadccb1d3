import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { withQuery } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';

export type ExportFormat = 'csv' | 'zip';

export interface ExportPeriod {
  from: string;
  to: string;
}

/** Shown with `i18n._(EXPORT_FAILED)`. */
export const EXPORT_FAILED = msg`Could not export the invoices.`;

/**
 * The accountant's export for a period (owners and managers): GET /invoices/export.csv (invoices and credit
 * notes issued in it) or /invoices/export.zip (documents.csv and one PDF per document), through the
 * authenticated download the PDFs use. Saved under the server's name, else invoices-FROM-TO.csv.
 */
export function exportInvoices({ format, from, to }: ExportPeriod & { format: ExportFormat }): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path; the file name falls back to the server's own
  return downloadFile(withQuery(`/invoices/export.${format}`, { from, to }), `invoices-${from}-${to}.${format}`, {
    serverName: true,
  });
}

export function useExportInvoices() {
  return useMutation({ mutationFn: exportInvoices });
}
