import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { errorMessage } from '@/lib/api-errors';
import { DELETE_PHRASE } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useDeleteAccount } from '../api/delete-account';
import { SETTINGS_TEXT } from '../settings-text';

export function DangerZoneCard() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [phrase, setPhrase] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const remove = useDeleteAccount();
  const { signOut } = useSession();
  const navigate = useNavigate();

  function close() {
    if (deleted) return finish();
    setOpen(false);
    setPhrase('');
    setError(null);
  }

  async function finish() {
    // The account and its tokens are gone, so there is nothing to log out of on the server.
    await signOut({ remote: false });
    navigate(paths.auth, { replace: true });
  }

  const submitOnce = useSubmitOnce(onSubmit);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (phrase !== DELETE_PHRASE) {
      setError(t(SETTINGS_TEXT.deletePhraseMismatch));
      return;
    }
    try {
      await remove.mutateAsync();
      setDeleted(true);
    } catch (caught) {
      setError(errorMessage(caught, t(SETTINGS_TEXT.deleteFailed)));
    }
  }

  return (
    <Card title={t`Danger zone`} className="ring-red-200">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-900">
            <Trans>Delete this account</Trans>
          </p>
          <p className="text-sm text-slate-500">
            <Trans>Your admin account is removed and you are signed out.</Trans>
          </p>
        </div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trans>Delete account</Trans>
        </Button>
      </div>

      <Modal open={open} onClose={close} title={t`Delete your account`} size="md">
        {deleted ? (
          <div className="space-y-5">
            <Alert tone="info">{t(SETTINGS_TEXT.deleteStarted)}</Alert>
            <div className="flex justify-end">
              <Button onClick={() => void finish()} data-autofocus>
                <Trans>OK</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={submitOnce} noValidate className="space-y-5">
            <div className="flex gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
              <p>
                <Trans>This cannot be undone. Make sure another admin can run the agency before you continue.</Trans>
              </p>
            </div>
            <Input
              label={t`Type "${DELETE_PHRASE}" to confirm`}
              value={phrase}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setPhrase(e.target.value)}
              data-autofocus
            />
            {error && <Alert tone="error">{error}</Alert>}
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" variant="danger" loading={remove.isPending}>
                <Trans>Delete my account</Trans>
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </Card>
  );
}
