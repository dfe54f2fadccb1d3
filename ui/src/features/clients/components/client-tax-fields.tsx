import { Input, Select } from '@/components/input';
import { useMoneySettings } from '@/lib/money-settings';
import { TAX_ID_MAX, type ClientFormValues } from '../client-form';
import { TAX_TREATMENT_LABELS, TAX_TREATMENTS, type TaxTreatment } from '../types';

interface Props {
  values: Pick<ClientFormValues, 'tax_id' | 'tax_treatment' | 'tax_rate'>;
  errors: Partial<Record<'tax_id' | 'tax_treatment' | 'tax_rate', string>>;
  set: <K extends 'tax_id' | 'tax_treatment' | 'tax_rate'>(key: K, value: ClientFormValues[K]) => void;
}

const HINTS: Record<TaxTreatment, string> = {
  default: "The agency's default tax rate applies.",
  rate: 'This client pays the rate chosen below.',
  reverse_charge: 'No tax; the invoice carries the reverse-charge note (a business with a VAT number abroad).',
  exempt: 'No tax; the invoice says the client is exempt.',
};

/** The client's tax id and how tax applies to its invoices; the rates are the agency's (Settings › Money & tax). */
export function ClientTaxFields({ values, errors, set }: Props) {
  const settings = useMoneySettings();
  const rates = settings.data?.tax_rates ?? [];
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900">Tax</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Client tax id"
          optional
          maxLength={TAX_ID_MAX}
          placeholder="DE123456789"
          value={values.tax_id}
          onChange={(e) => set('tax_id', e.target.value)}
          error={errors.tax_id}
        />
        <div className="space-y-1.5">
          <Select
            label="Tax treatment"
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
          <p className="text-sm text-slate-500">{HINTS[values.tax_treatment]}</p>
        </div>
        {values.tax_treatment === 'rate' && (
          <Select
            label="Tax rate"
            value={values.tax_rate}
            onChange={(e) => set('tax_rate', e.target.value)}
            error={errors.tax_rate ?? (settings.isError ? 'Could not load the tax rates.' : undefined)}
          >
            <option value="">{settings.isPending ? 'Loading rates...' : 'Choose a rate'}</option>
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
