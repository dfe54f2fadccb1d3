import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input, Select, Textarea } from '@/components/input';
import { Modal } from '@/components/modal';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { amountPlaceholder, amountStep, withCurrency } from '@/lib/money';
import { ellipsize } from '@/lib/text';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useCreateInvoice } from '../api/create-invoice';
import { useClientOptions } from '@/lib/client-options';
import {
  DESCRIPTION_MAX,
  emptyInvoiceForm,
  toInvoiceInput,
  validateInvoiceForm,
  type InvoiceFormErrors,
  type InvoiceFormValues,
} from '../invoice-form';
import type { Invoice } from '../types';

interface Props {
  onClose: () => void;
  onCreated?: (invoice: Invoice) => void;
  /** A client id to start with (the screen's client filter). */
  client?: string;
}

const FORM_FIELDS: ReadonlyArray<keyof InvoiceFormValues> = ['client', 'amount', 'due_date', 'description'];

/** Mounted only while open, so each opening starts from fresh values. */
export function NewInvoiceDialog({ onClose, onCreated, client = '' }: Props) {
  const clients = useClientOptions();
  const create = useCreateInvoice();
  const [values, setValues] = useState<InvoiceFormValues>(() => emptyInvoiceForm(new Date(), client));
  const [errors, setErrors] = useState<InvoiceFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function set<K extends keyof InvoiceFormValues>(key: K, value: InvoiceFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  const submit = useSubmitOnce(async () => {
    setFormError(null);
    const found = validateInvoiceForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await create.mutateAsync(toInvoiceInput(values));
      onCreated?.(created);
      onClose();
    } catch (caught) {
      // The server's field messages go under their inputs; one about a field the form does not show (such
      // as a clashing invoice_number) becomes the form's message.
      const fields = fieldErrors(caught);
      const mine = Object.fromEntries(
        Object.entries(fields).filter(([key]) => FORM_FIELDS.includes(key as keyof InvoiceFormValues)),
      );
      setErrors(mine);
      const others = Object.entries(fields).filter(([key]) => !(key in mine));
      if (Object.keys(mine).length === 0 || others.length > 0) {
        setFormError(others[0]?.[1] ?? errorMessage(caught, 'Failed to create invoice'));
      }
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="New Invoice"
      description="The invoice number is assigned when you create it."
      size="md"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <Select
          label="Client"
          value={values.client}
          onChange={(e) => set('client', e.target.value)}
          error={errors.client}
        >
          <option value="">{clients.isPending ? 'Loading clients...' : 'Choose a client'}</option>
          {(clients.data ?? []).map((option) => (
            <option key={option.id} value={String(option.id)} title={`${option.name} (${option.company})`} dir="auto">
              {ellipsize(`${option.name} (${option.company})`, 60)}
            </option>
          ))}
        </Select>
        {clients.isError && <Alert tone="error">Could not load the clients. Close and try again.</Alert>}
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Input
            label={withCurrency('Amount')}
            type="number"
            inputMode="decimal"
            min={amountStep()}
            step={amountStep()}
            placeholder={amountPlaceholder()}
            value={values.amount}
            onChange={(e) => set('amount', e.target.value)}
            error={errors.amount}
          />
          <Input
            label="Due date"
            type="date"
            value={values.due_date}
            onChange={(e) => set('due_date', e.target.value)}
            error={errors.due_date}
          />
        </div>
        <Textarea
          label="Description"
          optional
          rows={3}
          maxLength={DESCRIPTION_MAX}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
          placeholder="Social media management, March"
        />
        <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Invoice
          </Button>
        </div>
      </form>
    </Modal>
  );
}
