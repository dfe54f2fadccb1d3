import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { useCreateTaxRate } from '../api/create-tax-rate';
import { useDeleteTaxRate } from '../api/delete-tax-rate';
import { validateTaxRate, type TaxRateErrors } from '../money/money-form';
import type { TaxRate, TaxRateInput } from '../money/types';

/**
 * The agency's tax rates, with add and delete. Deleting one changes no issued invoice (each keeps its copy);
 * the clients on it go back to the default rate, which the confirmation says.
 */
export function TaxRatesList({ rates, defaultRate }: { rates: TaxRate[]; defaultRate: number | null }) {
  const { t } = useLingui();
  const create = useCreateTaxRate();
  const remove = useDeleteTaxRate();
  const [draft, setDraft] = useState<TaxRateInput>({ name: '', percent: '' });
  const [errors, setErrors] = useState<TaxRateErrors>({});
  const [listError, setListError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setListError(null);
    const found = validateTaxRate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync(draft);
      setDraft({ name: '', percent: '' });
    } catch (caught) {
      const fields = fieldErrors(caught);
      setErrors({ name: fields.name, percent: fields.percent });
      if (!fields.name && !fields.percent) setListError(errorMessage(caught, t`Failed to add the tax rate.`));
    }
  }

  async function drop(id: number) {
    setListError(null);
    try {
      await remove.mutateAsync(id);
      setConfirming(null);
    } catch (caught) {
      setListError(errorMessage(caught, t`Failed to delete the tax rate.`));
    }
  }

  return (
    <section aria-labelledby="tax-rates-title" className="space-y-4 border-t border-slate-100 pt-6">
      <h3 id="tax-rates-title" className="text-sm font-semibold text-slate-900">
        <Trans>Tax rates</Trans>
      </h3>
      {listError && <Alert tone="error">{listError}</Alert>}
      {rates.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No tax rates yet: invoices carry no tax until you add one.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" aria-label={t`Tax rates`}>
          {rates.map((rate) => (
            <li key={rate.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
              <span className="min-w-0 flex-1 font-medium break-words text-slate-900">{rate.name}</span>
              <span className="text-slate-600 tabular-nums">{rate.percent}%</span>
              {rate.id === defaultRate && (
                <Badge tone="brand">
                  <Trans>Default</Trans>
                </Badge>
              )}
              {confirming === rate.id ? (
                <span className="flex w-full flex-wrap items-center justify-end gap-2 sm:w-auto">
                  <span className="text-slate-600">
                    <Trans>Clients on it go back to the default.</Trans>
                  </span>
                  <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                    <Trans>Keep</Trans>
                  </Button>
                  <Button size="sm" variant="danger" loading={remove.isPending} onClick={() => void drop(rate.id)}>
                    <Trans>Delete</Trans>
                  </Button>
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t`Delete ${rate.name}`}
                  onClick={() => setConfirming(rate.id)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={add}
        noValidate
        className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_8rem_auto]"
        aria-label={t`Add a tax rate`}
      >
        <Input
          label={t`Rate name`}
          value={draft.name}
          maxLength={60}
          placeholder={t`VAT 20%`}
          onChange={(e) => {
            setDraft((current) => ({ ...current, name: e.target.value }));
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          error={errors.name}
        />
        <Input
          label={t`Percent`}
          inputMode="decimal"
          value={draft.percent}
          placeholder="20"
          onChange={(e) => {
            setDraft((current) => ({ ...current, percent: e.target.value }));
            setErrors((current) => ({ ...current, percent: undefined }));
          }}
          error={errors.percent}
        />
        <Button type="submit" variant="secondary" loading={create.isPending} className="sm:mt-7">
          <Trans>Add rate</Trans>
        </Button>
      </form>
    </section>
  );
}
