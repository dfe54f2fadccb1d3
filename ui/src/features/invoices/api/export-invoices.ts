import { useMutation } from '@tanstack/react-query';
import { withQuery } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';

export type ExportFormat = 'csv' | 'zip';

export interface ExportPeriod {
  from: string;
  to: string;
}

export const EXPORT_FAILED = 'Could not export the invoices.';

/**
 * The accountant's export for a period (owners and managers): GET /invoices/export.csv (invoices and credit
 * notes issued in it) or /invoices/export.zip (documents.csv and one PDF per document), through the
 * authenticated download the PDFs use. Saved under the server's name, else invoices-FROM-TO.csv.
 */
export function exportInvoices({ format, from, to }: ExportPeriod & { format: ExportFormat }): Promise<void> {
  return downloadFile(withQuery(`/invoices/export.${format}`, { from, to }), `invoices-${from}-${to}.${format}`, {
    serverName: true,
  });
}

export function useExportInvoices() {
  return useMutation({ mutationFn: exportInvoices });
}
