import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Switch } from '@/components/switch';
import { saveErrorMessage } from '@/lib/api-errors';
import { useClientPublishing, useSetClientPublishing } from '../api/client-publishing';

/** "Publishing: Active / Paused": a paused client's approved posts wait (none is lost) until resumed. */
export function ClientPublishingToggle({ clientId }: { clientId: number }) {
  const publishing = useClientPublishing(clientId);
  const update = useSetClientPublishing();
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  if (publishing.isPending)
    return (
      <p className="py-2.5 text-sm text-slate-500">
        <Trans>Loading publishing...</Trans>
      </p>
    );
  if (publishing.isError)
    return (
      <p className="py-2.5 text-sm text-red-700">
        <Trans>Could not load this client&apos;s publishing.</Trans>
      </p>
    );
  const paused = publishing.data.paused;
  return (
    <div>
      <Switch
        label={paused ? t`Publishing: Paused` : t`Publishing: Active`}
        description={
          paused
            ? t`Approved posts wait; resuming sends the ones whose time has passed at once.`
            : t`Approved posts go out by themselves at their scheduled time.`
        }
        checked={!paused}
        disabled={update.isPending}
        onChange={(active) => {
          setError(null);
          update.mutate(
            { client: clientId, paused: !active },
            {
              onError: (failure) =>
                setError(
                  saveErrorMessage(
                    failure,
                    t`Could not change publishing`,
                    t({ message: 'client', context: 'what failed' }),
                  ),
                ),
            },
          );
        }}
      />
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
