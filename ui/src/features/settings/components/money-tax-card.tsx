import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Input, Select } from '@/components/input';
import { QueryState } from '@/components/query-state';
import { Switch } from '@/components/switch';
import { ApiError } from '@/lib/api';
import { errorMessage, fieldErrors } from '@/lib/api-errors';
import { currencyOptions } from '@/lib/money-settings';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useMoneySettings } from '../api/get-money-settings';
import { useSaveMoneySettings } from '../api/save-money-settings';
import {
  moneyFieldErrors,
  moneyToForm,
  TAX_ID_MAX,
  toMoneyInput,
  validateMoneyForm,
  type MoneyFormErrors,
  type MoneyFormValues,
} from '../money/money-form';
import type { AgencyAddress, MoneySettings } from '../money/types';
import { TaxRatesList } from './tax-rates-list';

/** Settings › Money & tax (owners and managers): the currency, prices net or gross, the agency's tax id and address, tax rates. */
export function MoneyTaxCard() {
  const { t } = useLingui();
  const settings = useMoneySettings();
  return (
    <Card
      title={t`Money & tax`}
      description={t`The currency every amount is in, the tax on invoices, and the details your invoices carry.`}
    >
      <QueryState
        query={settings}
        size="panel"
        loading={t`Loading money settings`}
        failed={t`Could not load the money settings.`}
      >
        {(saved) => (
          <div className="space-y-8">
            <MoneyForm saved={saved} />
            <TaxRatesList rates={saved.tax_rates} defaultRate={saved.default_tax_rate} />
          </div>
        )}
      </QueryState>
    </Card>
  );
}

const ADDRESS_FIELDS: ReadonlyArray<{ key: keyof AgencyAddress; label: MessageDescriptor; autoComplete: string }> = [
  { key: 'street', label: msg`Street`, autoComplete: 'address-line1' },
  { key: 'building', label: msg`Building, floor, suite`, autoComplete: 'address-line2' },
  { key: 'postal_code', label: msg`Postal code`, autoComplete: 'postal-code' },
  { key: 'town', label: msg`Town`, autoComplete: 'address-level2' },
  { key: 'country', label: msg`Country (two letters)`, autoComplete: 'country' },
];

function MoneyForm({ saved }: { saved: MoneySettings }) {
  const { t } = useLingui();
  const save = useSaveMoneySettings();
  const [values, setValues] = useState<MoneyFormValues>(() => moneyToForm(saved));
  const [errors, setErrors] = useState<MoneyFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const success = useTimedMessage();

  function set<K extends keyof MoneyFormValues>(key: K, value: MoneyFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function setAddress(key: keyof AgencyAddress, value: string) {
    setValues((current) => ({ ...current, address: { ...current.address, [key]: value } }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validateMoneyForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const next = await save.mutateAsync(toMoneyInput(values, saved));
      setValues(moneyToForm(next));
      success.show(t`Money settings saved.`);
    } catch (caught) {
      const fields = moneyFieldErrors(fieldErrors(caught));
      setErrors(fields);
      // 409 currency_locked comes with its own sentence; a 422 naming only fields says enough under them.
      if (caught instanceof ApiError && caught.status === 409 && caught.body?.code === 'currency_locked') {
        setErrors((current) => ({
          ...current,
          currency: errorMessage(caught, t`The currency cannot change once invoices exist.`),
        }));
      } else if (Object.keys(fields).length === 0) {
        setFormError(errorMessage(caught, t`Failed to save the money settings.`));
      }
    }
  }

  const rates = saved.tax_rates;
  // The agency's own currency is offered even where the browser's list lacks it.
  const known = currencyOptions();
  const currencies = known.some((option) => option.code === saved.currency)
    ? known
    : [{ code: saved.currency, name: saved.currency, exponent: saved.exponent }, ...known];
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t`Money and tax`}>
      {formError && <Alert tone="error">{formError}</Alert>}
      {success.message && <Alert tone="success">{success.message}</Alert>}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Select
            label={t`Currency`}
            value={values.currency}
            onChange={(e) => set('currency', e.target.value)}
            disabled={saved.currency_locked}
            error={errors.currency}
          >
            {currencies.map((option) => (
              <option key={option.code} value={option.code}>
                {option.code} · {option.name}
              </option>
            ))}
          </Select>
          {saved.currency_locked && !errors.currency && (
            <p className="text-sm text-slate-500">
              <Trans>
                Invoices exist in {saved.currency}, so the currency can no longer change: their amounts would mean
                something else.
              </Trans>
            </p>
          )}
        </div>
        <Select
          label={t`Default tax rate`}
          value={values.default_tax_rate}
          onChange={(e) => set('default_tax_rate', e.target.value)}
          error={errors.default_tax_rate}
        >
          <option value="">{t`No tax`}</option>
          {rates.map((rate) => (
            <option key={rate.id} value={String(rate.id)}>
              {rate.name} ({rate.percent}%)
            </option>
          ))}
        </Select>
      </div>
      <Switch
        label={t`Plan prices include tax`}
        description={
          values.prices_include_tax
            ? t`Plan prices are gross: the tax is worked out of them.`
            : t`Plan prices are net: the tax is added on top.`
        }
        checked={values.prices_include_tax}
        onChange={(checked) => set('prices_include_tax', checked)}
      />
      <Input
        label={t`Your tax id`}
        hint={t`Your VAT or tax number, printed on every invoice.`}
        optional
        maxLength={TAX_ID_MAX}
        value={values.tax_id}
        onChange={(e) => set('tax_id', e.target.value)}
        error={errors.tax_id}
        placeholder="FR12345678901"
      />
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">
          <Trans>Address on invoices</Trans>
        </legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {ADDRESS_FIELDS.map((field) => (
            <Input
              key={field.key}
              label={t(field.label)}
              autoComplete={field.autoComplete}
              maxLength={field.key === 'country' ? 2 : 120}
              value={values.address[field.key]}
              onChange={(e) => setAddress(field.key, e.target.value)}
              error={errors[field.key]}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          <Trans>Save money settings</Trans>
        </Button>
      </div>
    </form>
  );
}
