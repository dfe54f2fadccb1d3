import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TaxRate, TaxRateInput } from '../money/types';
import { moneySettingsKey } from './get-money-settings';

/** POST /admin/tax-rates/ {name, percent} -> 201 the rate. */
export function createTaxRate(input: TaxRateInput): Promise<TaxRate> {
  return api.post<TaxRate>('/admin/tax-rates/', { name: input.name.trim(), percent: input.percent.trim() });
}

export function useCreateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaxRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneySettingsKey }),
  });
}
