import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PaymentVerification, PendingVerifications } from '../types';
import { invoiceKeys } from './get-invoices';

export async function getPendingVerifications(signal?: AbortSignal): Promise<PaymentVerification[]> {
  return (await api.get<PendingVerifications>('/admin/pending-verifications/', { signal })).verifications;
}

export function pendingVerificationsOptions() {
  return queryOptions({
    queryKey: invoiceKeys.verifications(),
    queryFn: ({ signal }) => getPendingVerifications(signal),
  });
}

export function usePendingVerifications() {
  return useQuery(pendingVerificationsOptions());
}
