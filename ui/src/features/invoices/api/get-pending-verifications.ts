import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentVerification } from '../types';
import { invoiceKeys } from './get-invoices';
import { getApi } from '@/lib/typed-api';

export async function getPendingVerifications(signal?: AbortSignal): Promise<PaymentVerification[]> {
  return (await getApi('/admin/pending-verifications/', { signal })).verifications;
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
