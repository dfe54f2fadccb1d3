import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { saveErrorMessage } from '@/lib/api-errors';
import { isoToLocalInput, localInputToIso } from '@/lib/date-input';
import { useSetDeadline } from '../../api/set-deadline';

interface Props {
  postId: number;
  approveBy: string | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** The agency changes or removes a pending post's approve-by time (picked in local time, sent as UTC). */
export function DeadlineEditor({ postId, approveBy, onDone, onCancel }: Props) {
  const { t } = useLingui();
  const [value, setValue] = useState(() => (approveBy ? isoToLocalInput(approveBy) : ''));
  const [error, setError] = useState<string | null>(null);
  const save = useSetDeadline();

  function send(next: string | null) {
    setError(null);
    save.mutate(
      { id: postId, approveBy: next },
      {
        onSuccess: () => onDone(next ? t`Deadline saved.` : t`Deadline removed.`),
        onError: (failure) => setError(saveErrorMessage(failure, t`Could not save the deadline.`, t`post`)),
      },
    );
  }

  return (
    <form
      className="space-y-2"
      aria-label={t`Change the approval deadline`}
      onSubmit={(event) => {
        event.preventDefault();
        if (value) send(localInputToIso(value));
      }}
    >
      <Input
        label={t`Approve by`}
        type="datetime-local"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        hint={t`In your time zone. The post shows as overdue once this time passes without approval.`}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={save.isPending && save.variables?.approveBy !== null}>
          <Trans>Save deadline</Trans>
        </Button>
        {approveBy && (
          <Button
            size="sm"
            variant="secondary"
            disabled={save.isPending}
            loading={save.isPending && save.variables?.approveBy === null}
            onClick={() => send(null)}
          >
            <Trans>Remove deadline</Trans>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
