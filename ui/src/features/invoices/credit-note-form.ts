import { t } from '@lingui/core/macro';
import { formatCents } from '@/lib/money';
import { centsToDollars, parseAmount } from '@/lib/money-input';

export interface CreditNoteFormValues {
  /** 'full' credits everything still creditable; 'partial' the amount typed. */
  scope: 'full' | 'partial';
  amount: string;
  reason: string;
}

export const REASON_MAX = 500;

export const EMPTY_CREDIT_NOTE: CreditNoteFormValues = { scope: 'full', amount: '', reason: '' };

export type CreditNoteErrors = Partial<Record<'amount' | 'reason', string>>;

/** A partial amount is more than 0 and at most what is creditable (gross less earlier credit notes). */
export function validateCreditNote(values: CreditNoteFormValues, creditableCents: number): CreditNoteErrors {
  const errors: CreditNoteErrors = {};
  if (values.scope === 'partial') {
    const amount = parseAmount(values.amount);
    if ('error' in amount) errors.amount = amount.error;
    else if (amount.cents > creditableCents) {
      const creditable = formatCents(creditableCents);
      errors.amount = t`At most ${creditable} can still be credited`;
    }
  }
  if (values.reason.trim().length > REASON_MAX) errors.reason = t`Reason must be at most ${REASON_MAX} characters`;
  return errors;
}

/** The body: no amount for a full credit (the server credits what is left, which it knows best). */
export function toCreditNoteBody(values: CreditNoteFormValues): { amount?: number; reason?: string } {
  const reason = values.reason.trim();
  const body: { amount?: number; reason?: string } = reason ? { reason } : {};
  if (values.scope === 'partial') {
    const amount = parseAmount(values.amount);
    if ('error' in amount) throw new Error(amount.error);
    body.amount = centsToDollars(amount.cents);
  }
  return body;
}

export type PaymentErrors = Partial<Record<'day' | 'amount', string>>;

/**
 * A payment received: its day (not after `latest`) and an amount from more than 0 up to the balance; less
 * than the balance is a part payment, which leaves the invoice pending with a smaller balance.
 */
export function validatePayment(day: string, amountText: string, latest: string, balanceCents: number) {
  const errors: PaymentErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) errors.day = t`Enter the day the payment arrived`;
  else if (day > latest) errors.day = t`The payment date cannot be in the future`;
  const parsed = parseAmount(amountText);
  let cents: number | null = null;
  if ('error' in parsed) errors.amount = parsed.error;
  else if (parsed.cents > balanceCents) {
    const balance = formatCents(balanceCents);
    errors.amount = t`More than the balance of ${balance}`;
  } else cents = parsed.cents;
  return { errors, cents };
}
