import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CardQuery } from '@/components/card-query';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { passkeyErrorMessage, passkeysSupported } from '@/lib/webauthn';
import { useMakePasskey } from '../api/add-passkey';
import { useSecurity, type Passkey } from '../api/get-security';
import { useRemovePasskey } from '../api/remove-passkey';
import { PasskeyNameDialog } from './passkey-name-dialog';
import { PasswordDialog } from './password-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

/** The caller's passkeys: each signs in alone or as the second step; add, rename, remove. */
export function PasskeysCard({ onEnrolled }: { onEnrolled?: () => void }) {
  const { t } = useLingui();
  const security = useSecurity();
  const make = useMakePasskey();
  const remove = useRemovePasskey();
  const [naming, setNaming] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const supported = passkeysSupported();

  async function add(name: string) {
    setError(null);
    try {
      const added = await make.mutateAsync(name);
      if (added.recovery_codes) setCodes(added.recovery_codes);
      else onEnrolled?.();
    } catch (caught) {
      setError(passkeyErrorMessage(caught, t`Could not add the passkey. Try again.`));
      throw caught;
    }
  }

  return (
    <Card
      as="h3"
      title={t`Passkeys`}
      description={t`Sign in with your fingerprint, face or screen lock instead of a password, or as the second step.`}
    >
      <CardQuery query={security} failed={t`Could not load your passkeys.`} compact>
        {(data) => (
          <div className="space-y-4" data-testid="passkeys">
            {data.passkeys.length === 0 ? (
              <p className="text-sm text-slate-600">
                <Trans>No passkeys yet.</Trans>
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" aria-label={t`Your passkeys`}>
                {data.passkeys.map((passkey) => (
                  <li
                    key={passkey.id}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
                  >
                    <div className="flex min-w-0 items-start gap-3">
                      <KeyRound className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                      <div className="min-w-0">
                        <p className="text-sm font-medium text-slate-900 wrap-anywhere">
                          <bdi>{passkey.name}</bdi>
                        </p>
                        <p className="text-xs text-slate-500">
                          <Trans>Added {formatDate(passkey.created_at)}</Trans> ·{' '}
                          {passkey.last_used_at
                            ? t`used ${formatRelativeTime(passkey.last_used_at).toLowerCase()}`
                            : t`not used yet`}
                        </p>
                      </div>
                    </div>
                    <div className="flex items-center gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Rename ${passkey.name}`}
                        icon={<Pencil className="size-4" aria-hidden="true" />}
                        onClick={() => setRenaming(passkey)}
                      >
                        <Trans>Rename</Trans>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Remove ${passkey.name}`}
                        icon={<Trash2 className="size-4" aria-hidden="true" />}
                        onClick={() => setRemoving(passkey)}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {error && (
              <Alert tone="error" onDismiss={() => setError(null)}>
                {error}
              </Alert>
            )}
            {!data.passkeys_available ? (
              <Alert tone="info">
                <Trans>
                  Passkeys need the portal to be reached by a domain name. Ask whoever runs the server to set one.
                </Trans>
              </Alert>
            ) : !supported ? (
              <p className="text-sm text-slate-500">
                <Trans>This browser cannot make passkeys.</Trans>
              </p>
            ) : (
              <Button
                variant="secondary"
                icon={<Plus className="size-4" aria-hidden="true" />}
                onClick={() => {
                  setError(null);
                  setNaming(true);
                }}
              >
                <Trans>Add a passkey</Trans>
              </Button>
            )}
          </div>
        )}
      </CardQuery>
      <PasskeyNameDialog
        open={naming}
        title={t`Add a passkey`}
        confirmLabel={t`Continue`}
        hint={t`Your browser will ask you to confirm with your fingerprint, face, screen lock or security key.`}
        initial=""
        pending={make.isPending}
        onSave={add}
        onClose={() => setNaming(false)}
      />
      <PasskeyNameDialog
        open={renaming !== null}
        title={t`Rename passkey`}
        confirmLabel={t`Save`}
        initial={renaming?.name ?? ''}
        passkeyId={renaming?.id}
        onClose={() => setRenaming(null)}
      />
      <PasswordDialog
        open={removing !== null}
        title={t`Remove passkey`}
        message={t`“${removing?.name ?? ''}” will no longer sign you in. Enter your password to remove it.`}
        confirmLabel={t`Remove`}
        danger
        onConfirm={(password) => remove.mutateAsync({ id: removing!.id, password })}
        pending={remove.isPending}
        failed={t`Could not remove the passkey.`}
        onClose={() => setRemoving(null)}
      />
      <RecoveryCodesDialog
        codes={codes}
        onClose={() => {
          setCodes(null);
          onEnrolled?.();
        }}
      />
    </Card>
  );
}
