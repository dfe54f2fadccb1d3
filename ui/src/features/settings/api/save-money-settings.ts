import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { setMoney } from '@/lib/currency';
import type { MoneySettings, MoneySettingsInput } from '../money/types';
import { moneySettingsKey } from './get-money-settings';

/** PUT /admin/money-settings/: 409 `currency_locked` once invoices exist and the currency changes; 422 by field. */
export function saveMoneySettings(input: MoneySettingsInput): Promise<MoneySettings> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return request<MoneySettings>('/admin/money-settings/', { method: 'PUT', body: input });
}

export function useSaveMoneySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMoneySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(moneySettingsKey, saved);
      // Every amount on every screen follows the new currency: the formatters read it at once, and the
      // cached lists (plans, invoices, totals) are asked again, so prices net or gross come fresh too.
      setMoney(saved);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== moneySettingsKey[0] });
    },
  });
}
