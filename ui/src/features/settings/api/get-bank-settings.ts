import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';

/** `version` (admins only) is +1 on every change; sent back with a save so a stale one is refused. */
export type BankSettings = Schemas['BankSettings'];

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
