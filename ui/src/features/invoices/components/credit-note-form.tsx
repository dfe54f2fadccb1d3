import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ChoiceCards } from '@/components/choice-cards';
import { Input, Textarea } from '@/components/input';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import type { CreditNote } from '@/lib/invoice-money';
import { formatCents } from '@/lib/money';
import { amountPlaceholder, amountStep, withCurrency } from '@/lib/money-input';
import { CREDIT_NOTE_FAILED, useCreateCreditNote } from '../api/create-credit-note';
import {
  EMPTY_CREDIT_NOTE,
  REASON_MAX,
  toCreditNoteBody,
  validateCreditNote,
  type CreditNoteErrors,
  type CreditNoteFormValues,
} from '../credit-note-form';
import type { Invoice } from '../types';

interface Props {
  invoice: Invoice;
  /** Gross less earlier credit notes: what a full credit note takes and a partial one cannot pass. */
  creditable: number;
  onCancel: () => void;
  onIssued: (note: CreditNote) => void;
}

/**
 * A sent invoice is never edited: it is corrected by a credit note, in full by default (the invoice becomes
 * cancelled) or for part of it, with a reason the note carries. The server's 409 (already cancelled) and
 * 422 (more than creditable) show here.
 */
export function CreditNoteForm({ invoice, creditable, onCancel, onIssued }: Props) {
  const { t, i18n } = useLingui();
  const create = useCreateCreditNote();
  const number = invoice.invoice_number;
  const creditableText = formatCents(creditable);
  const [values, setValues] = useState<CreditNoteFormValues>(EMPTY_CREDIT_NOTE);
  const [errors, setErrors] = useState<CreditNoteErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const found = validateCreditNote(values, creditable);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      onIssued(await create.mutateAsync({ id: invoice.id, ...toCreditNoteBody(values) }));
    } catch (caught) {
      const fields = fieldErrors(caught);
      setErrors({ amount: fields.amount, reason: fields.reason });
      if (!fields.amount && !fields.reason) setFormError(errorMessage(caught, i18n._(CREDIT_NOTE_FAILED)));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t`Credit note for ${number}`}>
      <h3 className="text-base font-semibold text-slate-900">
        <Trans>Credit note for {number}</Trans>
      </h3>
      {formError && <Alert tone="error">{formError}</Alert>}
      <ChoiceCards
        legend={t`What to credit`}
        value={values.scope}
        onChange={(scope) => {
          setValues((current) => ({ ...current, scope }));
          setErrors({});
        }}
        options={['full', 'partial'] as const}
        label={(scope) => (scope === 'full' ? t`Everything` : t`Part of it`)}
        hint={(scope) =>
          scope === 'full' ? t`${creditableText}: the invoice is cancelled.` : t`An amount you choose, tax included.`
        }
        layout="grid grid-cols-1 gap-3 sm:grid-cols-2"
      />
      {values.scope === 'partial' && (
        <Input
          label={withCurrency(t`Amount to credit`)}
          type="number"
          inputMode="decimal"
          min={amountStep()}
          step={amountStep()}
          placeholder={amountPlaceholder()}
          value={values.amount}
          onChange={(e) => {
            setValues((current) => ({ ...current, amount: e.target.value }));
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
          error={errors.amount}
          hint={t`At most ${creditableText}, gross.`}
          data-autofocus
        />
      )}
      <Textarea
        label={t`Reason`}
        optional
        rows={2}
        maxLength={REASON_MAX}
        value={values.reason}
        onChange={(e) => {
          setValues((current) => ({ ...current, reason: e.target.value }));
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
        error={errors.reason}
        placeholder={t`Invoiced twice for March`}
      />
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" loading={create.isPending}>
          <Trans>Issue credit note</Trans>
        </Button>
      </div>
    </form>
  );
}
