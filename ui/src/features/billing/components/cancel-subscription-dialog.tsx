import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
  const planName = subscription.plan_name;
  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Cancel Subscription`}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={cancel.isPending} data-autofocus>
            <Trans>Keep Subscription</Trans>
          </Button>
          <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
            <Trans>Cancel Subscription</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {paidUntil ? (
            <Trans>
              Are you sure you want to cancel your <bdi className="font-semibold">{planName}</bdi> plan? It stays active
              until {paidUntil}, the end of the period you paid for; no further invoices are raised.
            </Trans>
          ) : (
            <Trans>
              Are you sure you want to cancel your <bdi className="font-semibold">{planName}</bdi> plan? No further
              invoices are raised.
            </Trans>
          )}
        </p>
        <Textarea
          label={t`Why are you cancelling?`}
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
