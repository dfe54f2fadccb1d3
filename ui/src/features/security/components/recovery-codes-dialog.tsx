import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { Modal } from '@/components/modal';
import { useAgencyName } from '@/lib/branding';
import { saveBlob } from '@/lib/download-file';
import { recoveryCodesFilename, recoveryCodesText } from '../security-text';

/**
 * New recovery codes, shown this once: the list, Copy, Download .txt, and "I saved them" to close. The
 * server keeps only their hashes, so closing the dialog is the last chance to keep them.
 */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useLingui();
  const portal = useAgencyName();
  const list = codes ?? [];
  const text = recoveryCodesText(list, portal);
  return (
    <Modal
      open={codes !== null}
      onClose={onClose}
      size="md"
      title={t`Save your recovery codes`}
      description={t`If you lose your phone or passkey, each of these signs you in once. They are shown only now.`}
      footer={
        <Button onClick={onClose}>
          <Trans>I saved them</Trans>
        </Button>
      }
    >
      <div className="space-y-4">
        <ol
          className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 font-mono text-sm text-slate-900 ring-1 ring-slate-200 sm:text-base"
          aria-label={t`Recovery codes`}
          data-testid="recovery-codes"
        >
          {list.map((code) => (
            <li key={code} className="text-center tracking-wider">
              {code}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <CopyButton value={list.join('\n')} label={t`recovery codes`} />
          <button
            type="button"
            onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), recoveryCodesFilename(portal))}
            className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg bg-white px-2.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            <Download className="size-3.5" aria-hidden="true" />
            <Trans>Download .txt</Trans>
          </button>
        </div>
        <p className="text-sm text-slate-600">
          <Trans>Keep them in a password manager or print them. Making new codes later stops these from working.</Trans>
        </p>
      </div>
    </Modal>
  );
}
