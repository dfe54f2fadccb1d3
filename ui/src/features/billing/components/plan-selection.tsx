import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, PackageOpen } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useBillingPlans, type Plan } from '@/lib/billing-plans';
import { formatInstantDay } from '../billing-format';
import { LoadFailed } from './load-failed';
import { BILLING_TEXT, type Rejection } from '../types';
import { PlanCard } from './plan-card';
import { currencyWords } from '@/lib/money-words';

interface Props {
  rejection: Rejection | null;
  onSelect: (plan: Plan) => void;
  /** Back to the subscription, for a client who has one (a cancelled plan still in its paid period). */
  onBack?: () => void;
}

/** The plans as cards (GET /billing/plans/); choosing one leads to its details. */
export function PlanSelection({ rejection, onSelect, onBack }: Props) {
  const { t } = useLingui();
  const plans = useBillingPlans();
  const currency = currencyWords();
  return (
    <div className="space-y-6">
      {onBack && (
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2"
          onClick={onBack}
          icon={<ArrowLeft className="size-4" aria-hidden="true" />}
        >
          <Trans>Back to billing</Trans>
        </Button>
      )}
      <div className="text-center">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">
          <Trans>Choose Your Plan</Trans>
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-slate-500">
          <Trans>
            Monthly plans in {currency}, paid by bank transfer. Pick one to see what it includes and how to pay.
          </Trans>
        </p>
      </div>
      {rejection && <RejectionNotice rejection={rejection} />}
      <QueryState
        query={plans}
        loading={t`Loading plans`}
        failed={BILLING_TEXT.loadFailed}
        error={(_, retry) => <LoadFailed retry={retry} />}
        empty={<EmptyState icon={PackageOpen} title={t`No plans`} description={BILLING_TEXT.noPlans} />}
      >
        {(list) => (
          <div className="grid grid-cols-1 gap-6 pt-3 md:grid-cols-3 md:gap-5">
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onSelect={() => onSelect(plan)} />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}

function RejectionNotice({ rejection }: { rejection: Rejection }) {
  const day = formatInstantDay(rejection.rejected_at);
  return (
    <Alert tone="error">
      <p className="font-semibold">
        <Trans>Your last payment could not be verified</Trans>
      </p>
      <p className="mt-1 wrap-anywhere">
        <bdi>{rejection.reason}</bdi>
      </p>
      <p className="mt-1 text-red-700">
        <Trans>{day} · Please check the transfer and submit it again.</Trans>
      </p>
    </Alert>
  );
}
