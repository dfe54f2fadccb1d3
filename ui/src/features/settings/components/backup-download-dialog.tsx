import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { useDownloadBackup } from '../api/download-backup';

/** Asks for the admin's password again before an archive of the whole portal leaves the server. */
export function BackupDownloadDialog({ file, onClose }: { file: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const download = useDownloadBackup();
  const fields = fieldErrors(download.error);
  const close = () => {
    setPassword('');
    download.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !password) return;
    download.mutate({ file, password }, { onSuccess: close });
  };
  const formId = 'backup-download-form';
  return (
    <Modal
      open={file !== null}
      onClose={close}
      size="sm"
      title={t`Download backup`}
      description={<bdi className="font-mono">{file}</bdi>}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={download.isPending}
            disabled={!password}
            icon={<Download className="size-4" aria-hidden="true" />}
          >
            <Trans>Download</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-600">
          <Trans>The archive holds the whole portal (database, uploads and keys), so enter your password again.</Trans>
        </p>
        <Input
          label={t`Your password`}
          type="password"
          autoComplete="current-password"
          value={password}
          data-autofocus
          error={fields.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {download.isError && !fields.password && (
          <Alert tone="error">{errorMessage(download.error, t`Could not download that backup. Try again.`)}</Alert>
        )}
      </form>
    </Modal>
  );
}
