import { useLingui } from '@lingui/react/macro';
import { Download, File, FileImage, FileText } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/cn';
import { downloadAttachment } from '../../api/download-attachment';
import { formatFileSize } from '../../attachment';
import { MESSAGE_TEXT, type MessageAttachment } from '../../types';

const icons = { image: FileImage, pdf: FileText, doc: FileText, docx: FileText, txt: FileText } as const;

/** A message's file: name, size, and a Download button that fetches it with the Token header. */
export function AttachmentCard({ attachment, mine }: { attachment: MessageAttachment; mine: boolean }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const Icon = icons[attachment.file_type] ?? File;

  function download() {
    if (state === 'busy') return;
    setState('busy');
    downloadAttachment(attachment)
      .then(() => setState('idle'))
      .catch((error: unknown) => {
        console.error('Attachment download failed.', error);
        setState('failed');
      });
  }

  return (
    <div
      className={cn(
        'mt-2 rounded-lg p-2 ring-1 ring-inset',
        mine ? 'bg-white/10 ring-white/30' : 'bg-slate-50 ring-slate-200',
      )}
    >
      <div className="flex items-center gap-2">
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <bdi className="block truncate text-sm font-medium" title={attachment.name}>
            {attachment.name}
          </bdi>
          <span className={cn('block text-xs', mine ? 'text-white/80' : 'text-slate-500')}>
            {attachment.file_type.toUpperCase()} · {formatFileSize(attachment.size)}
          </span>
        </span>
        <button
          type="button"
          onClick={download}
          aria-label={t`Download ${attachment.name}`}
          className={cn(
            'rounded-md p-1.5',
            mine ? 'hover:bg-white/20 focus-visible:bg-white/20' : 'text-brand-700 hover:bg-brand-50',
          )}
        >
          {state === 'busy' ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden="true" />}
        </button>
      </div>
      {state === 'failed' && (
        <p role="alert" className={cn('mt-1 text-xs font-medium', mine ? 'text-white' : 'text-red-700')}>
          {t(MESSAGE_TEXT.downloadFailed)}
        </p>
      )}
    </div>
  );
}
