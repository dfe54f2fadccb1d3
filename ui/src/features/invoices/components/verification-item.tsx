import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Select, Textarea } from '@/components/input';
import { TruncatedText } from '@/components/truncated-text';
import { errorMessage } from '@/lib/api-errors';
import type { Plan } from '@/lib/billing-plans';
import { dateFormat, formatRelativeTime } from '@/lib/format';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useApproveVerification } from '../api/approve-verification';
import { REJECT_REASON_MAX, useRejectVerification } from '../api/reject-verification';
import { formatCents } from '@/lib/money';
import type { PaymentVerification } from '../types';

// The spec's words (spec 000 sections 5 and 8).
const NO_PLAN = msg`Please select a plan for approval`;
const APPROVED = msg`Payment verification approved successfully!`;
const APPROVE_FAILED = msg`Failed to approve verification. Please try again.`;

interface Props {
  verification: PaymentVerification;
  plans: Plan[];
  /** Called with the success sentence; the item itself leaves the list as the list reloads. */
  onDone: (message: string) => void;
}

export function VerificationItem({ verification: v, plans, onDone }: Props) {
  const { t, i18n } = useLingui();
  const approve = useApproveVerification();
  const reject = useRejectVerification();
  const once = useSingleFlight();
  // Preselected with the plan the client paid for; the admin may approve another one.
  const [plan, setPlan] = useState(v.plan);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = approve.isPending || reject.isPending;

  function onApprove() {
    setError(null);
    if (!plan) {
      setError(i18n._(NO_PLAN));
      return;
    }
    once(async () => {
      try {
        await approve.mutateAsync({ id: v.id, plan_id: plan });
        onDone(i18n._(APPROVED));
      } catch (caught) {
        // The fixed sentence, then the server's reason when it gave one (another admin approved it first).
        const why = errorMessage(caught, '');
        const failed = i18n._(APPROVE_FAILED);
        setError(why ? `${failed} ${why}` : failed);
      }
    });
  }

  function onReject() {
    setError(null);
    if (!reason.trim()) {
      setReasonError(t`Please give a reason; the client will read it.`);
      return;
    }
    once(async () => {
      try {
        await reject.mutateAsync({ id: v.id, reason: reason.trim() });
        const client = v.client_name;
        onDone(t`Payment verification from ${client} rejected. The client was told why.`);
      } catch (caught) {
        setError(errorMessage(caught, t`Failed to reject verification. Please try again.`));
      }
    });
  }

  const submitted = new Date(v.submitted_at);
  const submittedAt = Number.isNaN(submitted.getTime())
    ? v.submitted_at
    : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(submitted);
  return (
    <li aria-label={v.client_name} className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0 flex-1">
          <TruncatedText as="p" text={v.client_name} className="font-semibold text-slate-900" />
          <TruncatedText as="p" text={v.client_email} className="text-sm text-slate-500" />
        </div>
        <p className="text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">{formatCents(v.amount_cents)}</p>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">
            <Trans>Name on the transfer</Trans>
          </dt>
          <TruncatedText as="dd" text={v.client_full_name} className="font-medium text-slate-800" />
        </div>
        <div>
          <dt className="text-xs text-slate-500">
            <Trans>Plan paid for</Trans>
          </dt>
          <dd className="font-medium text-slate-800">
            <Trans comment="A plan's price per month">
              {v.plan_name} · {formatCents(v.amount_cents)}/mo
            </Trans>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">
            <Trans>Submitted</Trans>
          </dt>
          <dd className="font-medium text-slate-800">
            <time dateTime={v.submitted_at} title={submittedAt}>
              {formatRelativeTime(v.submitted_at)}
            </time>
          </dd>
        </div>
      </dl>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <Select label={t`Plan to approve`} value={plan} onChange={(e) => setPlan(e.target.value)}>
            <option value="">{t`Choose a plan`}</option>
            {plans.map((option) => (
              <option key={option.id} value={option.id}>
                {t`${option.name} (${formatCents(option.price_cents)}/mo)`}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex gap-2">
          <Button onClick={onApprove} loading={approve.isPending} disabled={busy}>
            <Trans>Approve</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => setRejecting((open) => !open)}
            disabled={busy}
            aria-expanded={rejecting}
          >
            <Trans>Reject</Trans>
          </Button>
        </div>
      </div>

      {rejecting && (
        <div className="mt-4 space-y-3 rounded-lg bg-slate-50 p-3">
          <Textarea
            label={t`Reason for rejecting`}
            rows={2}
            maxLength={REJECT_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
            error={reasonError ?? undefined}
            hint={t`The client reads this and can submit the payment again.`}
            placeholder={t`No transfer with this reference reached our account.`}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setRejecting(false)} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" onClick={onReject} loading={reject.isPending} disabled={busy}>
              <Trans>Reject payment</Trans>
            </Button>
          </div>
        </div>
      )}
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
    </li>
  );
}
