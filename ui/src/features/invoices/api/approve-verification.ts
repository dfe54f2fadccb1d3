import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationApproved } from '../types';
import { invoiceKeys } from './get-invoices';
import { invalidateInvoiceData } from './invalidate';
import { postApi } from '@/lib/typed-api';

/** Activates the client's subscription on `plan_id` and records the payment as a paid invoice. */
export function approveVerification({ id, plan_id }: { id: number; plan_id: string }): Promise<VerificationApproved> {
  return postApi('/admin/approve-verification/{id}/' as const, { path: { id }, body: { plan_id } });
}

export function useApproveVerification() {
  const queryClient = useQueryClient();
  // Also on failure: a 409 means another admin decided it first, and the list should drop it.
  return useMutation({
    mutationFn: approveVerification,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.verifications() });
      invalidateInvoiceData(queryClient);
    },
  });
}
