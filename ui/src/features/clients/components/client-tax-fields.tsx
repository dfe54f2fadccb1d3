import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Input, Select } from '@/components/input';
import { useMoneySettings } from '@/lib/money-settings';
import { TAX_ID_MAX, type ClientFormValues } from '../client-form';
import { TAX_TREATMENT_LABELS, TAX_TREATMENTS, type TaxTreatment } from '../types';

interface Props {
  values: Pick<ClientFormValues, 'tax_id' | 'tax_treatment' | 'tax_rate'>;
  errors: Partial<Record<'tax_id' | 'tax_treatment' | 'tax_rate', string>>;
  set: <K extends 'tax_id' | 'tax_treatment' | 'tax_rate'>(key: K, value: ClientFormValues[K]) => void;
}

const HINTS: Record<TaxTreatment, MessageDescriptor> = {
  default: msg`The agency's default tax rate applies.`,
  rate: msg`This client pays the rate chosen below.`,
  reverse_charge: msg`No tax; the invoice carries the reverse-charge note (a business with a VAT number abroad).`,
  exempt: msg`No tax; the invoice says the client is exempt.`,
};

/** The client's tax id and how tax applies to its invoices; the rates are the agency's (Settings › Money & tax). */
export function ClientTaxFields({ values, errors, set }: Props) {
  const { t } = useLingui();
  const settings = useMoneySettings();
  const rates = settings.data?.tax_rates ?? [];
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900">
        <Trans context="form field">Tax</Trans>
      </legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t`Client tax id`}
          optional
          maxLength={TAX_ID_MAX}
          placeholder="DE123456789"
          value={values.tax_id}
          onChange={(e) => set('tax_id', e.target.value)}
          error={errors.tax_id}
        />
        <div className="space-y-1.5">
          <Select
            label={t`Tax treatment`}
            value={values.tax_treatment}
            onChange={(e) => set('tax_treatment', e.target.value as TaxTreatment)}
            error={errors.tax_treatment}
          >
            {TAX_TREATMENTS.map((treatment) => (
              <option key={treatment} value={treatment}>
                {TAX_TREATMENT_LABELS[treatment]}
              </option>
            ))}
          </Select>
          <p className="text-sm text-slate-500">{t(HINTS[values.tax_treatment])}</p>
        </div>
        {values.tax_treatment === 'rate' && (
          <Select
            label={t`Tax rate`}
            value={values.tax_rate}
            onChange={(e) => set('tax_rate', e.target.value)}
            error={errors.tax_rate ?? (settings.isError ? t`Could not load the tax rates.` : undefined)}
          >
            <option value="">{settings.isPending ? t`Loading rates...` : t`Choose a rate`}</option>
            {rates.map((rate) => (
              <option key={rate.id} value={String(rate.id)}>
                {rate.name} ({rate.percent}%)
              </option>
            ))}
          </Select>
        )}
      </div>
    </fieldset>
  );
}
