import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import type { Client } from '../types';
import { invalidateClientData } from './invalidate';

export function updatePaymentStatus({ id, payment_status }: Schemas['PaymentStatusBody'] & { id: number }) {
  return api.post<Client>(`/clients/${id}/update_payment_status/`, { payment_status });
}

export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  // Also on failure: a 404 means another tab deleted the client, and the list should drop it.
  return useMutation({ mutationFn: updatePaymentStatus, onSettled: () => invalidateClientData(queryClient) });
}
