import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postApi } from '@/lib/typed-api';
import type { TaxRate, TaxRateInput } from '../money/types';
import { moneySettingsKey } from './get-money-settings';

/** POST /admin/tax-rates/ {name, percent} -> 201 the rate. */
export function createTaxRate(input: TaxRateInput): Promise<TaxRate> {
  // Checked by validateTaxRate: at most two decimals, so the number is exactly what was typed.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/admin/tax-rates/', { body: { name: input.name.trim(), percent: Number(input.percent.trim()) } });
}

export function useCreateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaxRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneySettingsKey }),
  });
}
