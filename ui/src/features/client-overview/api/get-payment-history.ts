import { PAYMENT_HISTORY_SIZE, type InvoicePage } from '../types';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The client's latest paid invoices, last paid first (the invoices list the Billing screen reads too). */
export function getPaymentHistory(signal?: AbortSignal): Promise<InvoicePage> {
  return getApi('/invoices/', {
    query: { status: 'paid', sort: '-paid', page_size: PAYMENT_HISTORY_SIZE },
    signal,
  });
}

export const usePaymentHistory = apiQuery(overviewKeys.payments, getPaymentHistory);
