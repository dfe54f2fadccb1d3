import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Select } from '@/components/input';
import { saveErrorMessage } from '@/lib/api-errors';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useUpdatePublishingSettings } from '../api/update-settings';
import { LATE_APPROVAL_HINTS, LATE_APPROVAL_LABELS, type LateApproval } from '../types';

const CHOICES = Object.keys(LATE_APPROVAL_LABELS) as LateApproval[];

/**
 * "A post approved after its scheduled time: Publish at once / Hold for me", saved when changed. The agency's
 * setting: a manager reads it (`readOnly`), only an owner changes it.
 */
export function LateApprovalSetting({ value, readOnly = false }: { value: LateApproval; readOnly?: boolean }) {
  const { t } = useLingui();
  const update = useUpdatePublishingSettings();
  const saved = useTimedMessage();
  const [error, setError] = useState<string | null>(null);
  const shown = update.isPending && update.variables ? update.variables : value;
  return (
    <div className="space-y-2">
      <Select
        label={t`A post approved after its scheduled time`}
        value={shown}
        disabled={update.isPending || readOnly}
        onChange={(event) => {
          setError(null);
          update.mutate(event.target.value as LateApproval, {
            onSuccess: () => saved.show(t`Setting saved.`),
            onError: (failure) =>
              setError(
                saveErrorMessage(
                  failure,
                  t`Could not save the setting`,
                  t({ message: 'setting', comment: 'Fills "Someone else changed this {thing} after you opened it."' }),
                ),
              ),
          });
        }}
      >
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(LATE_APPROVAL_LABELS[choice])}
          </option>
        ))}
      </Select>
      <p className="text-xs text-slate-500">
        {t(LATE_APPROVAL_HINTS[shown])}
        {readOnly && ` ${t`Only an owner of the agency can change this.`}`}
      </p>
      {saved.message && <Alert tone="success">{saved.message}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
