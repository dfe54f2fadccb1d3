import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Landmark, Wallet } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import type { Plan } from '@/lib/billing-plans';
import { useBankDetails } from '../api/get-bank-details';
import { BILLING_TEXT } from '../types';
import { FeatureList, PlanPrice } from './plan-card';

interface Props {
  plan: Plan;
  onBack: () => void;
  onBankTransfer: () => void;
}

const STEPS: MessageDescriptor[] = [
  msg`Transfer the amount to the agency’s account, with your payment reference.`,
  msg`Tell us the name on the transfer, so we can match it.`,
  msg`We verify it within 1-2 business days and your plan starts.`,
];

/** The chosen plan in full, and the ways to pay for it: bank transfer, or PayPal (not offered). */
export function PlanDetails({ plan, onBack, onBankTransfer }: Props) {
  const { t } = useLingui();
  const bank = useBankDetails();
  const configured = bank.data?.configured === true;
  const name = plan.name;
  return (
    <div className="space-y-6">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2"
        onClick={onBack}
        icon={<ArrowLeft className="size-4" aria-hidden="true" />}
      >
        <Trans>Back to plans</Trans>
      </Button>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card title={t`${name} plan`} className="lg:col-span-3">
          <PlanPrice plan={plan} size="md" />
          <h3 className="mt-6 text-sm font-semibold text-slate-900">
            <Trans>What is included</Trans>
          </h3>
          <div className="mt-3">
            <FeatureList features={plan.features} />
          </div>
        </Card>
        <Card title={t`Payment method`} className="lg:col-span-2">
          <ol className="mb-5 space-y-2 text-sm text-slate-600">
            {STEPS.map((step, index) => (
              <li key={step.id} className="flex gap-2">
                <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
                  {index + 1}
                </span>
                {t(step)}
              </li>
            ))}
          </ol>
          <div className="space-y-4">
            <Method
              note={
                bank.isPending ? (
                  <Spinner label={t`Loading bank details`} className="size-4 text-brand-600" />
                ) : bank.isError ? (
                  <Alert tone="error">{BILLING_TEXT.loadFailed}</Alert>
                ) : configured ? null : (
                  BILLING_TEXT.bankNotConfigured
                )
              }
            >
              {(noteId) => (
                <Button
                  className="w-full"
                  disabled={!configured}
                  onClick={onBankTransfer}
                  aria-describedby={noteId}
                  icon={<Landmark className="size-4" aria-hidden="true" />}
                >
                  <Trans>Pay by Bank Transfer</Trans>
                </Button>
              )}
            </Method>
            <Method note={BILLING_TEXT.paypalUnavailable}>
              {(noteId) => (
                <Button
                  variant="secondary"
                  className="w-full"
                  disabled
                  aria-describedby={noteId}
                  icon={<Wallet className="size-4" aria-hidden="true" />}
                >
                  {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name */}
                  {'PayPal'}
                </Button>
              )}
            </Method>
          </div>
        </Card>
      </div>
    </div>
  );
}

/** A payment button and, under it, why it is unavailable (named as its description for screen readers). */
function Method({ note, children }: { note: ReactNode; children: (noteId: string | undefined) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      {children(note ? id : undefined)}
      {note && (
        <div id={id} className="text-xs text-slate-500">
          {note}
        </div>
      )}
    </div>
  );
}
