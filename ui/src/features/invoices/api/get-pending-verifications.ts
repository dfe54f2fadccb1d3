import type { PaymentVerification } from '../types';
import { invoiceKeys } from './get-invoices';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

export async function getPendingVerifications(signal?: AbortSignal): Promise<PaymentVerification[]> {
  return (await getApi('/admin/pending-verifications/' as const, { signal })).verifications;
}

export const usePendingVerifications = apiQuery(invoiceKeys.verifications, getPendingVerifications);
