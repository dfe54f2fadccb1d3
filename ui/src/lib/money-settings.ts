import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

// The agency's money settings (GET /api/admin/money-settings, owners and managers), shared because more than
// Settings reads them: the client form offers the tax rates. Types as issue 29's contract gives them, written
// here until the regenerated schema.d.ts carries them.
export interface TaxRate {
  id: number;
  name: string;
  /** "20", "7.5": the percent as the agency typed it (at most two decimals). */
  percent: string;
  /** 2000 for 20 %: what the server computes with. */
  basis_points: number;
}

export interface CurrencyOption {
  code: string;
  name: string;
  exponent: number;
}

export interface AgencyAddress {
  street: string;
  building: string;
  postal_code: string;
  town: string;
  /** ISO 3166 alpha-2, e.g. "FR". */
  country: string;
}

export interface MoneySettings {
  currency: string;
  exponent: number;
  /** Invoices exist: the currency can no longer change. */
  currency_locked: boolean;
  prices_include_tax: boolean;
  default_tax_rate: number | null;
  tax_id: string;
  address: AgencyAddress;
  tax_rates: TaxRate[];
  currencies: CurrencyOption[];
}

/** PUT body: every field optional, a field left out stays as it is. */
export interface MoneySettingsInput {
  currency?: string;
  prices_include_tax?: boolean;
  default_tax_rate?: number | null;
  tax_id?: string;
  address?: AgencyAddress;
}

export interface TaxRateInput {
  name: string;
  percent: string;
}

export const moneySettingsKey = ['money-settings'] as const;

/** GET /admin/money-settings/: currency, tax rates, the agency's tax id and address. */
export function getMoneySettings(): Promise<MoneySettings> {
  return api.get<MoneySettings>('/admin/money-settings/');
}

export function useMoneySettings(enabled = true) {
  return useQuery(queryOptions({ queryKey: moneySettingsKey, queryFn: getMoneySettings, enabled }));
}
