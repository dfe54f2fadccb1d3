import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApi } from './typed-api';
import type { Schemas } from './types';
import { intlLocale } from './i18n';

// The agency's money settings (GET /api/admin/money-settings, owners and managers), shared because more than
// Settings reads them: the client form offers the tax rates.

export type TaxRate = Schemas['TaxRate'];
export type AgencyAddress = Schemas['Address'];
export type MoneySettings = Schemas['MoneySettings'];
/** PUT body: every field optional, a field left out stays as it is. */
export type MoneySettingsInput = Schemas['MoneyBody'];

/** POST /admin/tax-rates/: the percent as typed ("7.5"), which the server takes as text or number. */
export interface TaxRateInput {
  name: string;
  percent: string;
}

export interface CurrencyOption {
  code: string;
  name: string;
  /** Its minor units as Intl knows them (ISO 4217): 2 for EUR, 0 for JPY, 3 for BHD. */
  exponent: number;
}

const currencies = new Map<string, CurrencyOption[]>();

/**
 * Every ISO 4217 currency the browser knows, by name: the server takes any ISO code and answers with the
 * exponent it uses, so this list is for choosing only. Built once per language (a few hundred Intl calls).
 */
export function currencyOptions(): CurrencyOption[] {
  const locale = intlLocale();
  const known = currencies.get(locale);
  if (known) return known;
  const codes: string[] =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['EUR', 'USD', 'GBP', 'CHF'];
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  const list = codes
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      exponent:
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
  currencies.set(locale, list);
  return list;
}

export const moneySettingsKey = ['money-settings'] as const;

/** GET /admin/money-settings/: currency, tax rates, the agency's tax id and address. */
export function getMoneySettings(): Promise<MoneySettings> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return getApi('/admin/money-settings/');
}

export function useMoneySettings(enabled = true) {
  return useQuery(queryOptions({ queryKey: moneySettingsKey, queryFn: getMoneySettings, enabled }));
}
