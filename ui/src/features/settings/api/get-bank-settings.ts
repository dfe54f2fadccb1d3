import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface BankSettings {
  configured: boolean;
  admin_full_name: string;
  iban: string;
  bank_name: string;
  swift_code: string;
  additional_info: string;
  /** +1 on every change (contract point 1); sent back with a save so a stale one is refused. */
  version?: number;
}

export const bankSettingsKey = ['bank-settings'] as const;

export function getBankSettings(): Promise<BankSettings> {
  return api.get<BankSettings>('/admin/bank-settings/');
}

export function bankSettingsOptions() {
  return queryOptions({ queryKey: bankSettingsKey, queryFn: getBankSettings });
}

export function useBankSettings() {
  return useQuery(bankSettingsOptions());
}
