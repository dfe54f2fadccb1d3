import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Download } from 'lucide-react';
import { buttonClasses } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { popoverClasses, usePopover } from '@/components/use-popover';
import { cn } from '@/lib/cn';
import type { ReportFormat } from '../../report';

const FORMATS: ReadonlyArray<{ format: ReportFormat; label: MessageDescriptor }> = [
  { format: 'pdf', label: msg`PDF document` },
  { format: 'csv', label: msg`CSV spreadsheet` },
];

interface Props {
  label: string;
  pending: boolean;
  onExport: (format: ReportFormat) => void;
}

/**
 * Export Report / Download Report: asks which format, then the screen downloads it for its filters. A
 * disclosure of two plain buttons, as the shared MenuButton is, rather than an ARIA menu.
 */
export function ReportButton({ label, pending, onExport }: Props) {
  const { t } = useLingui();
  const menu = usePopover('end');

  return (
    <div>
      <button
        {...menu.triggerProps}
        type="button"
        className={buttonClasses('secondary')}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden="true" />}
        {label}
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      <ul
        {...menu.popoverProps}
        aria-label={t`Report format`}
        className={cn(popoverClasses('end'), 'w-48 rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200')}
      >
        {FORMATS.map((entry) => (
          <li key={entry.format}>
            <button
              type="button"
              className="block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-50"
              onClick={() => {
                menu.close();
                onExport(entry.format);
              }}
            >
              {t(entry.label)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
