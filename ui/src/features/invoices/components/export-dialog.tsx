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
        Export
      </Button>
      {open && <ExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ExportDialog({ onClose }: { onClose: () => void }) {
  const today = localDay(new Date());
  const [from, setFrom] = useState(startOfYear(today));
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const exporting = useExportInvoices();
  const rangeError = from && to && from > to ? 'The end comes before the start' : undefined;

  function run(format: ExportFormat) {
    setError(null);
    if (!from || !to || rangeError) return;
    exporting.mutate({ format, from, to }, { onError: (caught) => setError(errorMessage(caught, EXPORT_FAILED)) });
  }

  const busy = (format: ExportFormat) => exporting.isPending && exporting.variables?.format === format;
  return (
    <Modal
      open
      onClose={onClose}
      title="Export for your accountant"
      description="Invoices and credit notes issued in the period: a CSV of their figures, or a ZIP with the CSV and every PDF."
      size="md"
    >
      <div className="space-y-5">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Input
            label="From"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
          <Input
            label="To"
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
            Close
          </Button>
          <Button
            variant="secondary"
            icon={<FileSpreadsheet className="size-4" aria-hidden="true" />}
            loading={busy('csv')}
            disabled={exporting.isPending || !from || !to || rangeError !== undefined}
            onClick={() => run('csv')}
          >
            Export CSV
          </Button>
          <Button
            icon={<FileArchive className="size-4" aria-hidden="true" />}
            loading={busy('zip')}
            disabled={exporting.isPending || !from || !to || rangeError !== undefined}
            onClick={() => run('zip')}
          >
            Export ZIP
          </Button>
        </div>
      </div>
    </Modal>
  );
}
