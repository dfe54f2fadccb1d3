import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ChoiceCards } from '@/components/choice-cards';
import { Input } from '@/components/input';
import { QueryState } from '@/components/query-state';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import {
  APPROVAL_POLICIES,
  APPROVAL_POLICY_HINTS,
  APPROVAL_POLICY_LABELS,
  LEAD_HOURS_MAX,
  type ApprovalPolicy,
} from '@/lib/approval-policy';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useApprovalPolicy, type ApprovalSettings } from '../api/get-approval-policy';
import { useUpdateApprovalPolicy } from '../api/update-approval-policy';

function ApprovalsForm({ clientId, settings }: { clientId: number; settings: ApprovalSettings }) {
  const { t } = useLingui();
  const [policy, setPolicy] = useState<ApprovalPolicy>(settings.approval_policy);
  const max = LEAD_HOURS_MAX;
  const [lead, setLead] = useState(String(settings.approval_lead_hours));
  const save = useUpdateApprovalPolicy();
  const saved = useTimedMessage();
  const fields = fieldErrors(save.error);
  const hours = Number(lead);
  const leadValid = lead.trim() !== '' && Number.isInteger(hours) && hours >= 0 && hours <= LEAD_HOURS_MAX;
  const changed = policy !== settings.approval_policy || (leadValid && hours !== settings.approval_lead_hours);

  return (
    <form
      className="space-y-4"
      aria-label={t`Approval settings`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!leadValid) return;
        save.mutate(
          { id: clientId, approval_policy: policy, approval_lead_hours: hours },
          { onSuccess: () => saved.show(t`Approval settings saved.`) },
        );
      }}
    >
      <ChoiceCards
        legend={t`Who approves the agency’s posts`}
        options={APPROVAL_POLICIES}
        value={policy}
        onChange={setPolicy}
        label={(option) => APPROVAL_POLICY_LABELS[option]}
        hint={(option) => APPROVAL_POLICY_HINTS[option]}
        error={fields.approval_policy}
      />
      <Input
        label={t`Approve-by lead time (hours)`}
        type="number"
        inputMode="numeric"
        min={0}
        max={LEAD_HOURS_MAX}
        step={1}
        required
        value={lead}
        onChange={(event) => setLead(event.target.value)}
        error={fields.approval_lead_hours ?? (leadValid ? undefined : t`Use a whole number from 0 to ${max}.`)}
        hint={t`A post sent for approval should be approved this long before its scheduled time, unless it has its own deadline. 0: by the scheduled time.`}
        className="max-w-32"
      />
      {save.isError && !fields.approval_policy && !fields.approval_lead_hours && (
        <Alert tone="error">{errorMessage(save.error, t`Could not save the approval settings.`)}</Alert>
      )}
      {saved.message && <Alert tone="success">{saved.message}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={save.isPending} disabled={!changed || !leadValid}>
          <Trans>Save approvals</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * The agency's Approvals card in a client's detail: the client's approval policy (each with what it takes)
 * and the default approve-by lead time. Changes apply to posts sent for approval from then on.
 */
export function ClientApprovalsCard({ clientId }: { clientId: number }) {
  const { t } = useLingui();
  const settings = useApprovalPolicy(clientId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-4">
      <h3 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        <Trans>Approvals</Trans>
      </h3>
      <QueryState
        query={settings}
        size="panel"
        loading={t`Loading approval settings`}
        failed={t`Could not load the approval settings.`}
      >
        {(data) => <ApprovalsForm clientId={clientId} settings={data} />}
      </QueryState>
    </section>
  );
}
