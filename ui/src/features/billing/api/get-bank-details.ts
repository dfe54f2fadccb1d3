import type { BankDetails } from '../types';
import { billingKeys } from './billing-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The agency's transfer details; the admin-only path answers clients too, with what a transfer needs. */
export function getBankDetails(signal?: AbortSignal): Promise<BankDetails> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return getApi('/admin/bank-settings/', { signal });
}

export const useBankDetails = apiQuery(billingKeys.bankDetails, getBankDetails);
