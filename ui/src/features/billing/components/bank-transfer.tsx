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
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useBankDetails } from '../api/get-bank-details';
import { useSubmitVerification } from '../api/submit-verification';
import { bankRows, billingError } from '../billing-format';
import { BILLING_TEXT, type BankDetails } from '../types';
import { CopyRow } from './copy-button';

interface Props {
  plan: Plan;
  paymentReference: string;
  onBack: () => void;
  onSubmitted: () => void;
}

/** The agency's account to pay into, and the form that tells the agency a transfer was made. */
export function BankTransfer({ plan, paymentReference, onBack, onSubmitted }: Props) {
  const bank = useBankDetails();
  return (
    <div className="space-y-6">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2"
        onClick={onBack}
        icon={<ArrowLeft className="size-4" aria-hidden="true" />}
      >
        Back to plan details
      </Button>
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Pay by bank transfer</h2>
        <p className="mt-1 text-sm text-slate-500">
          Send {formatCents(plan.price_cents)} for the {plan.name} plan from your bank, then confirm it here.
        </p>
      </div>
      <QueryState query={bank} loading="Loading bank details" failed={BILLING_TEXT.loadFailed}>
        {(details) =>
          details.configured ? (
            <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
              <TransferDetails plan={plan} paymentReference={paymentReference} bank={details} />
              <ConfirmTransfer plan={plan} onSubmitted={onSubmitted} />
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

function TransferDetails({
  plan,
  paymentReference,
  bank,
}: {
  plan: Plan;
  paymentReference: string;
  bank: BankDetails;
}) {
  const info = bank.additional_info.trim();
  return (
    <Card title="Transfer details" description="Copy each line into your banking app.">
      <div className="divide-y divide-slate-100">
        <CopyRow
          label="Amount"
          value={`${formatCents(plan.price_cents)} (USD)`}
          copy={(plan.price_cents / 100).toFixed(2)}
        />
        <CopyRow label="Payment reference" value={paymentReference} copy={paymentReference} mono />
        {bankRows(bank).map((row) => (
          <CopyRow
            key={row.label}
            label={row.label}
            value={row.value}
            copy={row.copy}
            mono={row.label !== 'Account holder' && row.label !== 'Bank'}
          />
        ))}
      </div>
      <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Write <span className="font-mono font-semibold">{paymentReference}</span> as the reference, so the agency can
        tell your payment apart.
      </p>
      {info && (
        <div className="mt-4">
          <h3 className="text-xs font-medium text-slate-500">Additional information</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700 wrap-anywhere">
            <bdi>{info}</bdi>
          </p>
        </div>
      )}
    </Card>
  );
}

function ConfirmTransfer({ plan, onSubmitted }: { plan: Plan; onSubmitted: () => void }) {
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
      await submit.mutateAsync({ plan: plan.id, amount: plan.price, client_full_name: name });
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
    <Card title="Confirm your payment" description="Once the transfer is sent, tell us who sent it.">
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <Input
          ref={nameInput}
          label="Full name on the transfer"
          name="client_full_name"
          autoComplete="name"
          value={fullName}
          maxLength={200}
          onChange={(event) => {
            setFullName(event.target.value);
            if (nameError) setNameError(undefined);
          }}
          error={nameError}
          hint="As it appears on your bank account."
          required
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button
          type="submit"
          className="w-full"
          loading={submit.isPending}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          Submit for Verification
        </Button>
        <p className="text-xs text-slate-500">
          {BILLING_TEXT.verificationTime} Your plan starts once the payment is confirmed.
        </p>
      </form>
    </Card>
  );
}
