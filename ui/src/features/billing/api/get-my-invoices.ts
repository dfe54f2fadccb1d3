import type { Invoice } from '../types';
import { billingKeys } from './billing-keys';
import { getAllPages } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The client's own invoices (the server scopes GET /invoices/ to them), due date newest first. */
export function getMyInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return getAllPages('/invoices/', { query: { sort: '-date', page_size: 100 }, signal });
}

export const useMyInvoices = apiQuery(billingKeys.invoices, getMyInvoices);
