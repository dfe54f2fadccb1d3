import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardStatsKey } from '@/lib/dashboard-stats';
import type { PaymentVerification } from '../types';
import { invoiceKeys } from './get-invoices';
import { postApi } from '@/lib/typed-api';

export const REJECT_REASON_MAX = 500;

/** The client is told the reason and may submit again. */
export function rejectVerification({ id, reason }: { id: number; reason: string }): Promise<PaymentVerification> {
  return postApi('/admin/reject-verification/{id}/' as const, { path: { id }, body: { reason } });
}

export function useRejectVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectVerification,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.verifications() });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
    },
  });
}
