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
import { billingError } from '../billing-format';
import { BILLING_TEXT } from '../types';
import { TransferDetails } from './transfer-details';

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
              <TransferDetails
                amountCents={plan.price_cents}
                reference={paymentReference}
                why="so the agency can tell your payment apart."
                bank={details}
              />
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
