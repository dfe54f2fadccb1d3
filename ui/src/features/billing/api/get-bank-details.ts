import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankDetails } from '../types';
import { billingKeys } from './billing-keys';
import { getApi } from '@/lib/typed-api';

/** The agency's transfer details; the admin-only path answers clients too, with what a transfer needs. */
export function getBankDetails(signal?: AbortSignal): Promise<BankDetails> {
  return getApi('/admin/bank-settings/', { signal });
}

export function bankDetailsOptions() {
  return queryOptions({ queryKey: billingKeys.bankDetails(), queryFn: ({ signal }) => getBankDetails(signal) });
}

export function useBankDetails() {
  return useQuery(bankDetailsOptions());
}
