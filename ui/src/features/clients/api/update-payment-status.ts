import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { invalidateClientData } from './invalidate';
import { getApi, postApi } from '@/lib/typed-api';

type Invoice = Schemas['Invoice'];

/** Marks every open invoice of the client paid today; the payment status follows (409 when none is open). */
export function updatePaymentStatus({ id, payment_status }: Schemas['PaymentStatusBody'] & { id: number }) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/clients/{id}/update_payment_status/', { path: { id }, body: { payment_status } });
}

/**
 * The client's open invoices, earliest due first, for the confirmation that names them. A client has few;
 * the server's largest page (100) holds them.
 */
export function openInvoicesOptions(clientId: number) {
  return queryOptions({
    queryKey: ['invoices', 'list', 'client-open', clientId] as const,
    queryFn: async ({ signal }) => {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
      const page = await getApi('/invoices/', {
        query: { client: clientId, sort: 'date', page_size: 100 },
        signal,
      });
      return page.results.filter((invoice: Invoice) => invoice.status !== 'paid');
    },
  });
}

export function useOpenInvoices(clientId: number) {
  return useQuery(openInvoicesOptions(clientId));
}

export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  // Also on failure: a 404 means another tab deleted the client, and the list should drop it. The invoices
  // it paid change every invoice list and total ('invoices' is the invoices feature's key).
  return useMutation({
    mutationFn: updatePaymentStatus,
    onSettled: () => {
      invalidateClientData(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}
