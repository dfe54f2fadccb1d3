import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardStatsKey } from '@/lib/dashboard-stats';
import type { PaymentVerification } from '../types';
import { invoiceKeys } from './get-invoices';

export const REJECT_REASON_MAX = 500;

/** The client is told the reason and may submit again. */
export function rejectVerification({ id, reason }: { id: number; reason: string }): Promise<PaymentVerification> {
  return api.post<PaymentVerification>(`/admin/reject-verification/${id}/`, { reason });
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
