import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import type { CreditNote } from '@/lib/invoice-money';

/** Shown with `i18n._(DOWNLOAD_CREDIT_NOTE_FAILED)`. */
export const DOWNLOAD_CREDIT_NOTE_FAILED = msg`Failed to download the credit note PDF.`;

/** GET /credit-notes/<id>/pdf/, saved as CN-2026-0001.pdf. */
export function downloadCreditNotePdf(note: Pick<CreditNote, 'id' | 'number'>): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path and the document's own number
  return downloadFile(`/credit-notes/${note.id}/pdf/`, `${note.number}.pdf`);
}

export function useDownloadCreditNotePdf() {
  return useMutation({ mutationFn: downloadCreditNotePdf });
}
