import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '@/lib/api';
import { PAYMENT_HISTORY_SIZE, type InvoicePage } from '../types';
import { overviewKeys } from './overview-keys';

/** The client's latest paid invoices, last paid first (the invoices list the Billing screen reads too). */
export function getPaymentHistory(signal?: AbortSignal): Promise<InvoicePage> {
  return api.get<InvoicePage>(
    withQuery('/invoices/', { status: 'paid', sort: '-paid', page_size: PAYMENT_HISTORY_SIZE }),
    { signal },
  );
}

export function paymentHistoryOptions() {
  return queryOptions({ queryKey: overviewKeys.payments(), queryFn: ({ signal }) => getPaymentHistory(signal) });
}

export function usePaymentHistory() {
  return useQuery(paymentHistoryOptions());
}
