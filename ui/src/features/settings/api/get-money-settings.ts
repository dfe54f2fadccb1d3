import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { MoneySettings } from '../money/types';

export const moneySettingsKey = ['money-settings'] as const;

/** GET /admin/money-settings/ (owners and managers): currency, tax rates, the agency's tax id and address. */
export function getMoneySettings(): Promise<MoneySettings> {
  return api.get<MoneySettings>('/admin/money-settings/');
}

export function useMoneySettings() {
  return useQuery(queryOptions({ queryKey: moneySettingsKey, queryFn: getMoneySettings }));
}
