import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteApi } from '@/lib/typed-api';
import { moneySettingsKey } from './get-money-settings';

/**
 * DELETE /admin/tax-rates/<id>/ -> 204. Issued invoices keep their copy of the rate; clients on it go back to
 * the default, so the clients' cached records are asked again as well.
 */
export function deleteTaxRate(id: number): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return deleteApi('/admin/tax-rates/{id}/', { path: { id } });
}

export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxRate,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: moneySettingsKey });
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
    },
  });
}
