import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Client, PaymentStatus } from '../types';
import { invalidateClientData } from './invalidate';

export function updatePaymentStatus({ id, payment_status }: { id: number; payment_status: PaymentStatus }) {
  return api.post<Client>(`/clients/${id}/update_payment_status/`, { payment_status });
}

export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  // Also on failure: a 404 means another tab deleted the client, and the list should drop it.
  return useMutation({ mutationFn: updatePaymentStatus, onSettled: () => invalidateClientData(queryClient) });
}
