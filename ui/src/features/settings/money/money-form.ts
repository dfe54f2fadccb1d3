import { t } from '@lingui/core/macro';
import type { AgencyAddress, MoneySettings, MoneySettingsInput, TaxRateInput } from './types';

/** What the Money & tax form holds: the select's values as strings, as the inputs give them. */
export interface MoneyFormValues {
  currency: string;
  prices_include_tax: boolean;
  /** A tax rate id, or '' for none. */
  default_tax_rate: string;
  tax_id: string;
  address: AgencyAddress;
}

export type MoneyFormErrors = Partial<Record<'currency' | 'default_tax_rate' | 'tax_id' | keyof AgencyAddress, string>>;

export const TAX_ID_MAX = 40;

export function moneyToForm(saved: MoneySettings): MoneyFormValues {
  return {
    currency: saved.currency,
    prices_include_tax: saved.prices_include_tax,
    default_tax_rate: saved.default_tax_rate === null ? '' : String(saved.default_tax_rate),
    tax_id: saved.tax_id,
    address: { ...saved.address },
  };
}

/** The country is two letters (ISO 3166 alpha-2), or none yet; the server says the same (422). */
export function validateMoneyForm(values: MoneyFormValues): MoneyFormErrors {
  const errors: MoneyFormErrors = {};
  const country = values.address.country.trim();
  if (country && !/^[A-Za-z]{2}$/.test(country)) errors.country = t`Use the two-letter country code, such as FR`;
  if (values.tax_id.trim().length > TAX_ID_MAX) errors.tax_id = t`Tax id must be at most ${TAX_ID_MAX} characters`;
  return errors;
}

type Currency = NonNullable<MoneySettingsInput['currency']>;

/** The PUT body. The currency goes only when changed: a locked currency sent as it is would still be accepted, but
 * leaving it out keeps a save of the address from ever meeting the lock. */
export function toMoneyInput(values: MoneyFormValues, saved: MoneySettings): MoneySettingsInput {
  const trimmed = Object.fromEntries(
    Object.entries(values.address).map(([key, value]) => [key, value.trim()]),
  ) as unknown as AgencyAddress;
  trimmed.country = trimmed.country.toUpperCase();
  return {
    // The select offers the codes the browser knows; one the server does not bill in is its 422, under the field.
    ...(values.currency !== saved.currency ? { currency: values.currency as Currency } : {}),
    prices_include_tax: values.prices_include_tax,
    default_tax_rate: values.default_tax_rate === '' ? null : Number(values.default_tax_rate),
    tax_id: values.tax_id.trim(),
    address: trimmed,
  };
}

/**
 * A 422's field names may be `address.country` or `country`; either lands under the country input.
 */
export function moneyFieldErrors(fields: Record<string, string>): MoneyFormErrors {
  const errors: MoneyFormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key.replace(/^address[.[]/, '').replace(/]$/, '') as keyof MoneyFormErrors;
    errors[name] ??= message;
  }
  return errors;
}

export type TaxRateErrors = Partial<Record<keyof TaxRateInput, string>>;

/** A rate's name is required; its percent is 0..100 with at most two decimals (the server's rule). */
export function validateTaxRate(input: TaxRateInput): TaxRateErrors {
  const errors: TaxRateErrors = {};
  if (!input.name.trim()) errors.name = t`Name is required`;
  else if (input.name.trim().length > 60) errors.name = t`Name must be at most 60 characters`;
  const percent = input.percent.trim();
  if (!percent) errors.percent = t`Percent is required`;
  else if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent) || Number(percent) > 100)
    errors.percent = t`Enter a percent from 0 to 100, at most two decimals`;
  return errors;
}
