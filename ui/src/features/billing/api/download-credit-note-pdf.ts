import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import type { CreditNote } from '@/lib/invoice-money';

/** GET /credit-notes/<id>/pdf/ (a client user its own), saved as CN-2026-0001.pdf. */
export function downloadCreditNotePdf(note: Pick<CreditNote, 'id' | 'number'>): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return downloadFile(`/credit-notes/${note.id}/pdf/`, `${note.number}.pdf`);
}

export function useDownloadCreditNotePdf() {
  return useMutation({ mutationFn: downloadCreditNotePdf });
}
