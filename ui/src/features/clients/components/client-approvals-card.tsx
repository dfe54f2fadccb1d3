import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
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
import { cn } from '@/lib/cn';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useApprovalPolicy, type ApprovalSettings } from '../api/get-approval-policy';
import { useUpdateApprovalPolicy } from '../api/update-approval-policy';

function ApprovalsForm({ clientId, settings }: { clientId: number; settings: ApprovalSettings }) {
  const [policy, setPolicy] = useState<ApprovalPolicy>(settings.approval_policy);
  const [lead, setLead] = useState(String(settings.approval_lead_hours));
  const save = useUpdateApprovalPolicy();
  const saved = useTimedMessage();
  const name = useId();
  const fields = fieldErrors(save.error);
  const hours = Number(lead);
  const leadValid = lead.trim() !== '' && Number.isInteger(hours) && hours >= 0 && hours <= LEAD_HOURS_MAX;
  const changed = policy !== settings.approval_policy || (leadValid && hours !== settings.approval_lead_hours);

  return (
    <form
      className="space-y-4"
      aria-label="Approval settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (!leadValid) return;
        save.mutate(
          { id: clientId, approval_policy: policy, approval_lead_hours: hours },
          { onSuccess: () => saved.show('Approval settings saved.') },
        );
      }}
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Who approves the agency’s posts</legend>
        {APPROVAL_POLICIES.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-inset',
              policy === value ? 'bg-brand-50/60 ring-brand-300' : 'ring-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={policy === value}
              onChange={() => setPolicy(value)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{APPROVAL_POLICY_LABELS[value]}</span>
              <span className="block text-xs text-slate-600">{APPROVAL_POLICY_HINTS[value]}</span>
            </span>
          </label>
        ))}
        {fields.approval_policy && <p className="text-sm text-red-600">{fields.approval_policy}</p>}
      </fieldset>
      <Input
        label="Approve-by lead time (hours)"
        type="number"
        inputMode="numeric"
        min={0}
        max={LEAD_HOURS_MAX}
        step={1}
        required
        value={lead}
        onChange={(event) => setLead(event.target.value)}
        error={
          fields.approval_lead_hours ?? (leadValid ? undefined : `Use a whole number from 0 to ${LEAD_HOURS_MAX}.`)
        }
        hint="A post sent for approval should be approved this long before its scheduled time, unless it has its own deadline. 0: by the scheduled time."
        className="max-w-32"
      />
      {save.isError && !fields.approval_policy && !fields.approval_lead_hours && (
        <Alert tone="error">{errorMessage(save.error, 'Could not save the approval settings.')}</Alert>
      )}
      {saved.message && <Alert tone="success">{saved.message}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={save.isPending} disabled={!changed || !leadValid}>
          Save approvals
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
  const settings = useApprovalPolicy(clientId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-4">
      <h3 id={headingId} className="mb-3 text-base font-semibold text-slate-900">
        Approvals
      </h3>
      <QueryState
        query={settings}
        size="panel"
        loading="Loading approval settings"
        failed="Could not load the approval settings."
      >
        {(data) => <ApprovalsForm clientId={clientId} settings={data} />}
      </QueryState>
    </section>
  );
}
