import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Input, Select, Textarea } from '@/components/input';
import { Modal } from '@/components/modal';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { formatCents } from '@/lib/money';
import { amountPlaceholder, amountStep, withCurrency } from '@/lib/money-input';
import { ellipsize } from '@/lib/text';
import { useSubmitOnce } from '@/lib/use-single-flight';
import { useCreateInvoice } from '../api/create-invoice';
import { useClientOptions } from '@/lib/client-options';
import {
  DESCRIPTION_MAX,
  EMPTY_LINE,
  emptyInvoiceForm,
  invoiceFieldName,
  lineField,
  LINES_MAX,
  linesNetCents,
  toInvoiceInput,
  validateInvoiceForm,
  type InvoiceFormErrors,
  type InvoiceFormValues,
  type InvoiceLineValues,
} from '../invoice-form';
import type { Invoice } from '../types';

interface Props {
  onClose: () => void;
  onCreated?: (invoice: Invoice) => void;
  /** A client id to start with (the screen's client filter). */
  client?: string;
}

/** The fields the form shows, so a server message about any other becomes the form's own message. */
function isFormField(field: string, lines: number): boolean {
  if (field === 'client' || field === 'due_date') return true;
  const match = /^lines\.(\d+)\./.exec(field);
  return match !== null && Number(match[1]) < lines;
}

/** Mounted only while open, so each opening starts from fresh values. */
export function NewInvoiceDialog({ onClose, onCreated, client = '' }: Props) {
  const { t } = useLingui();
  const clients = useClientOptions();
  const create = useCreateInvoice();
  const [values, setValues] = useState<InvoiceFormValues>(() => emptyInvoiceForm(new Date(), client));
  const [errors, setErrors] = useState<InvoiceFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function set(key: 'client' | 'due_date', value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function setLine(index: number, key: keyof InvoiceLineValues, value: string) {
    setValues((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, [key]: value } : line)),
    }));
    setErrors((current) => ({ ...current, [lineField(index, key)]: undefined }));
  }

  // Adding or removing a line moves the lines' error keys, so their errors are dropped with it.
  function withoutLineErrors(current: InvoiceFormErrors): InvoiceFormErrors {
    return Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('lines.')));
  }

  function addLine() {
    setValues((current) => ({ ...current, lines: [...current.lines, { ...EMPTY_LINE }] }));
  }

  function removeLine(index: number) {
    setValues((current) => ({ ...current, lines: current.lines.filter((_, i) => i !== index) }));
    setErrors(withoutLineErrors);
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
      const fields = Object.entries(fieldErrors(caught)).map(([key, message]) => [invoiceFieldName(key), message]);
      const mine = Object.fromEntries(fields.filter(([key]) => isFormField(key!, values.lines.length)));
      setErrors(mine);
      const others = fields.filter(([key]) => !(key! in mine));
      if (Object.keys(mine).length === 0 || others.length > 0) {
        setFormError(others[0]?.[1] ?? errorMessage(caught, t`Failed to create invoice`));
      }
    }
  });

  const several = values.lines.length > 1;
  return (
    <Modal
      open
      onClose={onClose}
      title={t`New Invoice`}
      description={t`The invoice number is assigned when you create it; the tax follows the client's tax treatment.`}
      size="md"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Select
            label={t`Client`}
            value={values.client}
            onChange={(e) => set('client', e.target.value)}
            error={errors.client}
          >
            <option value="">{clients.isPending ? t`Loading clients...` : t`Choose a client`}</option>
            {(clients.data ?? []).map((option) => (
              <option key={option.id} value={String(option.id)} title={`${option.name} (${option.company})`} dir="auto">
                {ellipsize(`${option.name} (${option.company})`, 60)}
              </option>
            ))}
          </Select>
          <Input
            label={t`Due date`}
            type="date"
            value={values.due_date}
            onChange={(e) => set('due_date', e.target.value)}
            error={errors.due_date}
          />
        </div>
        {clients.isError && (
          <Alert tone="error">
            <Trans>Could not load the clients. Close and try again.</Trans>
          </Alert>
        )}
        <ol className="space-y-4" aria-label={t`Invoice lines`}>
          {values.lines.map((line, index) => {
            const number = index + 1;
            return (
              // Lines have no id of their own; the index is what the errors are keyed by too.
              <li key={index} className={several ? 'space-y-3 rounded-xl p-3 ring-1 ring-slate-200' : 'space-y-5'}>
                {several && (
                  <div className="flex items-center justify-between">
                    <p className="text-sm font-semibold text-slate-700">
                      <Trans>Line {number}</Trans>
                    </p>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t`Remove line ${number}`}
                      onClick={() => removeLine(index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                )}
                <Input
                  label={withCurrency(several ? t`Line ${number} net amount` : t`Amount`)}
                  type="number"
                  inputMode="decimal"
                  min={amountStep()}
                  step={amountStep()}
                  placeholder={amountPlaceholder()}
                  value={line.amount}
                  onChange={(e) => setLine(index, 'amount', e.target.value)}
                  error={errors[lineField(index, 'amount')]}
                />
                <Textarea
                  label={several ? t`Line ${number} description` : t`Description`}
                  optional={!several}
                  rows={several ? 2 : 3}
                  maxLength={DESCRIPTION_MAX}
                  value={line.description}
                  onChange={(e) => setLine(index, 'description', e.target.value)}
                  error={errors[lineField(index, 'description')]}
                  placeholder={t`Social media management, March`}
                />
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus className="size-4" aria-hidden="true" />}
            onClick={addLine}
            disabled={values.lines.length >= LINES_MAX}
          >
            <Trans>Add line</Trans>
          </Button>
          {several && (
            <p className="text-sm text-slate-600" aria-live="polite">
              <Trans>
                Net total{' '}
                <strong className="text-slate-900 tabular-nums">{formatCents(linesNetCents(values.lines))}</strong> plus
                tax
              </Trans>
            </p>
          )}
        </div>
        <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending}>
            <Trans>Create Invoice</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
