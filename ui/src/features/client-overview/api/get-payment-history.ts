import { PAYMENT_HISTORY_SIZE, type InvoicePage } from '../types';
import { useQuery } from '@tanstack/react-query';
import { overviewKeys } from './overview-keys';
import { getApi } from '@/lib/typed-api';

/** The client's latest paid invoices, last paid first (the invoices list the Billing screen reads too). */
export function getPaymentHistory(signal?: AbortSignal): Promise<InvoicePage> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/invoices/', {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
    query: { status: 'paid', sort: '-paid', page_size: PAYMENT_HISTORY_SIZE },
    signal,
  });
}

/** Not asked for at all by a seat without billing. */
export function usePaymentHistory(enabled = true) {
  return useQuery({ queryKey: overviewKeys.payments(), queryFn: ({ signal }) => getPaymentHistory(signal), enabled });
}
