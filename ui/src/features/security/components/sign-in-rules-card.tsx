import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CardQuery } from '@/components/card-query';
import { Input } from '@/components/input';
import { Switch } from '@/components/switch';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useSecuritySettings, type SecuritySettings } from '../api/get-security-settings';
import { useUpdateSecuritySettings } from '../api/update-security-settings';
import { DAYS_MAX, DAYS_MIN, readDays } from '../security-text';

/** Admins: whether agency staff must add a second factor, and how long sessions live. */
export function SignInRulesCard() {
  const { t } = useLingui();
  const settings = useSecuritySettings();
  return (
    <Card as="h3" title={t`Sign-in rules`} description={t`For everyone who signs in to this portal.`}>
      <CardQuery query={settings} failed={t`Could not load the sign-in rules.`}>
        {(data) => <RulesForm key={JSON.stringify(data)} saved={data} />}
      </CardQuery>
    </Card>
  );
}

function RulesForm({ saved }: { saved: SecuritySettings }) {
  const { t } = useLingui();
  const update = useUpdateSecuritySettings();
  const done = useTimedMessage();
  const [idle, setIdle] = useState(String(saved.idle_days));
  const [absolute, setAbsolute] = useState(String(saved.absolute_days));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const server = fieldErrors(update.error);

  function toggle(require: boolean) {
    update.mutate(
      { require_staff_second_factor: require },
      {
        onSuccess: () =>
          done.show(
            require ? t`Agency staff must now add a second factor.` : t`A second factor is now optional for staff.`,
          ),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const idleDays = readDays(idle);
    const absoluteDays = readDays(absolute);
    const found: Record<string, string> = {};
    if ('error' in idleDays) found.idle_days = idleDays.error;
    if ('error' in absoluteDays) found.absolute_days = absoluteDays.error;
    setProblems(found);
    if ('error' in idleDays || 'error' in absoluteDays) return;
    update.mutate(
      { idle_days: idleDays.days, absolute_days: absoluteDays.days },
      { onSuccess: () => done.show(t`Session lifetimes saved. Live sessions follow them at once.`) },
    );
  }

  return (
    <div className="space-y-4">
      <Switch
        label={t`Require a second factor for agency staff`}
        description={t`Staff without an authenticator app or passkey must add one before they can do anything else.`}
        checked={saved.require_staff_second_factor}
        disabled={update.isPending}
        onChange={toggle}
      />
      <form onSubmit={submit} noValidate className="space-y-4 border-t border-slate-100 pt-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t`Sign out after unused for (days)`}
            type="number"
            inputMode="numeric"
            min={DAYS_MIN}
            max={DAYS_MAX}
            value={idle}
            error={problems.idle_days ?? server.idle_days}
            onChange={(event) => setIdle(event.target.value)}
          />
          <Input
            label={t`Sign out at the latest after (days)`}
            type="number"
            inputMode="numeric"
            min={DAYS_MIN}
            max={DAYS_MAX}
            value={absolute}
            error={problems.absolute_days ?? server.absolute_days}
            onChange={(event) => setAbsolute(event.target.value)}
          />
        </div>
        {update.isError && !server.idle_days && !server.absolute_days && (
          <Alert tone="error">{errorMessage(update.error, t`Could not save the sign-in rules.`)}</Alert>
        )}
        {done.message && <Alert tone="success">{done.message}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            <Trans>Save lifetimes</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
