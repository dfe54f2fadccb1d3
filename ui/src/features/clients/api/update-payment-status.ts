import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Client, PaymentStatus } from '../types';
import { invalidateClientData } from './invalidate';

export function updatePaymentStatus({ id, payment_status }: { id: number; payment_status: PaymentStatus }) {
  return api.post<Client>(`/clients/${id}/update_payment_status/`, { payment_status });
}

export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePaymentStatus, onSuccess: () => invalidateClientData(queryClient) });
}
