import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import type { CreditNote } from '@/lib/invoice-money';
import { useDownloadCreditNotePdf } from '../api/download-credit-note-pdf';
import { BILLING_TEXT } from '../types';

/** A credit note's PDF for the client, beside the note in its invoice's figures. */
export function CreditNotePdfButton({ note }: { note: CreditNote }) {
  const { t } = useLingui();
  const download = useDownloadCreditNotePdf();
  const number = note.number;
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setFailed(false);
          download.mutate(note, { onError: () => setFailed(true) });
        }}
        loading={download.isPending}
        icon={<Download className="size-4" aria-hidden="true" />}
        aria-label={t`Download PDF of ${number}`}
      >
        PDF
      </Button>
      {failed && (
        <p role="alert" className="w-full text-sm text-red-700">
          {BILLING_TEXT.downloadFailed} ({note.number})
        </p>
      )}
    </>
  );
}
