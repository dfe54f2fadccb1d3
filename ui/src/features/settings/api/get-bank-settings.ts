import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';

/** `version` (admins only) is +1 on every change; sent back with a save so a stale one is refused. */
export type BankSettings = Schemas['BankSettings'];

export const bankSettingsKey = ['bank-settings'] as const;

export function getBankSettings(): Promise<BankSettings> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/admin/bank-settings/');
}

export function bankSettingsOptions() {
  return queryOptions({ queryKey: bankSettingsKey, queryFn: getBankSettings });
}

export function useBankSettings() {
  return useQuery(bankSettingsOptions());
}
