import { Trans, useLingui } from '@lingui/react/macro';
import { FileArchive, FileSpreadsheet, FolderDown } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { errorMessage } from '@/lib/api-errors';
import { localDay } from '@/lib/days';
import { EXPORT_FAILED, useExportInvoices, type ExportFormat } from '../api/export-invoices';

/** The period starts on the first of the year by default: what an accountant asks for most. */
function startOfYear(today: string): string {
  return `${today.slice(0, 4)}-01-01`;
}

/** Export for the accountant: a period, then the CSV or the ZIP of every PDF, through the signed-in download. */
export function ExportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        icon={<FolderDown className="size-4" aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        <Trans context="verb">Export</Trans>
      </Button>
      {open && <ExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ExportDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const today = localDay(new Date());
  const [from, setFrom] = useState(startOfYear(today));
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const exporting = useExportInvoices();
  const rangeError = from && to && from > to ? t`The end comes before the start` : undefined;

  function run(format: ExportFormat) {
    setError(null);
    if (!from || !to || rangeError) return;
    exporting.mutate(
      { format, from, to },
      { onError: (caught) => setError(errorMessage(caught, i18n._(EXPORT_FAILED))) },
    );
  }

  const busy = (format: ExportFormat) => exporting.isPending && exporting.variables?.format === format;
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Export for your accountant`}
      description={t`Invoices and credit notes issued in the period: a CSV of their figures, or a ZIP with the CSV and every PDF.`}
      size="md"
    >
      <div className="space-y-5">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Input
            label={t({ message: 'From', context: 'start of a period' })}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
          <Input
            label={t({ message: 'To', context: 'end of a period' })}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            error={rangeError}
          />
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button
            variant="secondary"
            icon={<FileSpreadsheet className="size-4" aria-hidden="true" />}
            loading={busy('csv')}
            disabled={exporting.isPending || !from || !to || rangeError !== undefined}
            onClick={() => run('csv')}
          >
            <Trans>Export CSV</Trans>
          </Button>
          <Button
            icon={<FileArchive className="size-4" aria-hidden="true" />}
            loading={busy('zip')}
            disabled={exporting.isPending || !from || !to || rangeError !== undefined}
            onClick={() => run('zip')}
          >
            <Trans>Export ZIP</Trans>
          </Button>
        </div>
      </div>
    </Modal>
  );
}
