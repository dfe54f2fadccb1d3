import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Input } from '@/components/input';
import { QueryState } from '@/components/query-state';
import { fieldErrors } from '@/lib/api-errors';
import type { Plan } from '@/lib/billing-plans';
import { formatCents } from '@/lib/money';
import { centsToDollars } from '@/lib/money-input';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useBankDetails } from '../api/get-bank-details';
import { useSubmitVerification } from '../api/submit-verification';
import { billingError } from '../billing-format';
import { BILLING_TEXT } from '../types';
import { PaymentQr } from '@/components/payment-qr';
import { usePlanTransfer, type PlanTransfer } from '../api/get-transfer';
import { TransferDetails } from './transfer-details';

interface Props {
  plan: Plan;
  paymentReference: string;
  onBack: () => void;
  onSubmitted: () => void;
}

/** The agency's account to pay into, and the form that tells the agency a transfer was made. */
export function BankTransfer({ plan, paymentReference, onBack, onSubmitted }: Props) {
  const { t } = useLingui();
  const bank = useBankDetails();
  // What to transfer is the gross for this client (the plan's price with its tax, or as it is when prices
  // include tax); until the server's answer comes (or if it fails) the catalogue price stands in.
  const transfer = usePlanTransfer(plan.id);
  const amountCents = transfer.data?.amount_cents ?? plan.price_cents;
  const reference = transfer.data?.reference || paymentReference;
  const amount = formatCents(amountCents);
  const planName = plan.name;
  return (
    <div className="space-y-6">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2"
        onClick={onBack}
        icon={<ArrowLeft className="size-4" aria-hidden="true" />}
      >
        <Trans>Back to plan details</Trans>
      </Button>
      <div>
        <h2 className="text-xl font-semibold text-slate-900">
          <Trans>Pay by bank transfer</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-500">
          <Trans>
            Send {amount} for the {planName} plan from your bank, then confirm it here.
          </Trans>
        </p>
      </div>
      <QueryState query={bank} loading={t`Loading bank details`} failed={BILLING_TEXT.loadFailed}>
        {(details) =>
          details.configured ? (
            <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
              <div className="space-y-6">
                {transfer.data && <TransferAmount transfer={transfer.data} />}
                <TransferDetails
                  amountCents={amountCents}
                  reference={reference}
                  why={t`so the agency can tell your payment apart.`}
                  bank={details}
                />
              </div>
              <ConfirmTransfer plan={plan} amountCents={amountCents} onSubmitted={onSubmitted} />
            </div>
          ) : (
            // The agency removed its details after the client reached this view.
            <Alert tone="info">{BILLING_TEXT.bankNotConfigured}</Alert>
          )
        }
      </QueryState>
    </div>
  );
}

/** Net, tax and gross for the plan, and the QR code that fills the transfer in, when the server has one. */
function TransferAmount({ transfer }: { transfer: PlanTransfer }) {
  const { t } = useLingui();
  return (
    <Card title={t`What to transfer`}>
      <div className="flex flex-wrap items-start justify-between gap-6">
        <dl className="min-w-48 flex-1 divide-y divide-slate-100 text-sm" aria-label={t`Amount to transfer`}>
          <div className="flex justify-between gap-4 py-1.5 text-slate-700">
            <dt>
              <Trans>Net</Trans>
            </dt>
            <dd className="tabular-nums">{formatCents(transfer.net_cents)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-1.5 text-slate-700">
            <dt>{transfer.tax_name ?? t`Tax`}</dt>
            <dd className="tabular-nums">{formatCents(transfer.tax_cents)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-1.5 font-semibold text-slate-900">
            <dt>
              <Trans>Gross to transfer</Trans>
            </dt>
            <dd className="tabular-nums">{formatCents(transfer.amount_cents)}</dd>
          </div>
        </dl>
        {transfer.payment_code && <PaymentQr code={transfer.payment_code} size={160} />}
      </div>
      {transfer.tax_note_text && <p className="mt-3 text-sm text-slate-600">{transfer.tax_note_text}</p>}
    </Card>
  );
}

function ConfirmTransfer({
  plan,
  amountCents,
  onSubmitted,
}: {
  plan: Plan;
  /** What was transferred: the server checks it against the plan's gross for this client. */
  amountCents: number;
  onSubmitted: () => void;
}) {
  const { t } = useLingui();
  const [fullName, setFullName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitVerification();
  const nameInput = useRef<HTMLInputElement>(null);

  const onSubmit = useSubmitOnce(async () => {
    setError(null);
    const name = fullName.trim();
    if (!name) {
      setNameError(BILLING_TEXT.nameRequired);
      nameInput.current?.focus();
      return;
    }
    setNameError(undefined);
    try {
      await submit.mutateAsync({ plan: plan.id, amount: centsToDollars(amountCents), client_full_name: name });
      onSubmitted();
    } catch (caught) {
      const fields = fieldErrors(caught);
      const message = billingError(caught, BILLING_TEXT.submitFailed);
      if (fields.client_full_name) setNameError(fields.client_full_name);
      // Said once: under the field when it is about the name alone.
      setError(message === fields.client_full_name ? null : message);
    }
  });

  return (
    <Card title={t`Confirm your payment`} description={t`Once the transfer is sent, tell us who sent it.`}>
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <Input
          ref={nameInput}
          label={t`Full name on the transfer`}
          name="client_full_name"
          autoComplete="name"
          value={fullName}
          maxLength={200}
          onChange={(event) => {
            setFullName(event.target.value);
            if (nameError) setNameError(undefined);
          }}
          error={nameError}
          hint={t`As it appears on your bank account.`}
          required
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button
          type="submit"
          className="w-full"
          loading={submit.isPending}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          <Trans>Submit for Verification</Trans>
        </Button>
        <p className="text-xs text-slate-500">
          {BILLING_TEXT.verificationTime} <Trans>Your plan starts once the payment is confirmed.</Trans>
        </p>
      </form>
    </Card>
  );
}
