import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Textarea } from '@/components/input';
import { Modal } from '@/components/modal';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCancelSubscription } from '../api/cancel-subscription';
import { billingError } from '../billing-format';
import { formatDay } from '@/lib/days';
import { BILLING_TEXT, type Subscription } from '../types';

const REASON_MAX = 500;

interface Props {
  open: boolean;
  subscription: Subscription;
  onClose: () => void;
  onCancelled: () => void;
}

/** Asks before cancelling, with an optional reason; the server's refusal is shown in place. */
export function CancelSubscriptionDialog({ open, subscription, onClose, onCancelled }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelSubscription();
  const once = useSingleFlight();

  function close() {
    setError(null);
    onClose();
  }

  function confirm() {
    once(async () => {
      setError(null);
      try {
        await cancel.mutateAsync(reason.trim());
        setReason('');
        onCancelled();
        close();
      } catch (caught) {
        setError(billingError(caught, BILLING_TEXT.cancelFailed));
      }
    });
  }

  const paidUntil = formatDay(subscription.next_billing_date);
  return (
    <Modal
      open={open}
      onClose={close}
      title="Cancel Subscription"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={cancel.isPending} data-autofocus>
            Keep Subscription
          </Button>
          <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
            Cancel Subscription
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Are you sure you want to cancel your <bdi className="font-semibold">{subscription.plan_name}</bdi> plan?
          {paidUntil
            ? ` It stays active until ${paidUntil}, the end of the period you paid for; no further invoices are raised.`
            : ' No further invoices are raised.'}
        </p>
        <Textarea
          label="Why are you cancelling?"
          optional
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          hint={`${reason.length}/${REASON_MAX}`}
        />
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
