import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApi } from './typed-api';
import type { Schemas } from './types';

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

let currencies: CurrencyOption[] | null = null;

/**
 * Every ISO 4217 currency the browser knows, by name: the server takes any ISO code and answers with the
 * exponent it uses, so this list is for choosing only. Built once (a few hundred Intl calls).
 */
export function currencyOptions(): CurrencyOption[] {
  if (currencies) return currencies;
  const codes: string[] =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['EUR', 'USD', 'GBP', 'CHF'];
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  currencies = codes
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      exponent:
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return currencies;
}

export const moneySettingsKey = ['money-settings'] as const;

/** GET /admin/money-settings/: currency, tax rates, the agency's tax id and address. */
export function getMoneySettings(): Promise<MoneySettings> {
  return getApi('/admin/money-settings/');
}

export function useMoneySettings(enabled = true) {
  return useQuery(queryOptions({ queryKey: moneySettingsKey, queryFn: getMoneySettings, enabled }));
}
