import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { PaymentCode } from '@/lib/invoice-money';
import { billingKeys } from './billing-keys';

/** GET /billing/transfer/?plan=: what to transfer for a plan (net, tax, gross) and its scan-to-pay code. */
export interface PlanTransfer {
  plan: string;
  currency: string;
  net_cents: number;
  tax_cents: number;
  /** The gross: what to transfer. */
  amount_cents: number;
  tax_name: string | null;
  reference: string;
  payment_code: PaymentCode | null;
}

export function getPlanTransfer(plan: string, signal?: AbortSignal): Promise<PlanTransfer> {
  return api.get<PlanTransfer>(`/billing/transfer/?plan=${encodeURIComponent(plan)}`, { signal });
}

export function usePlanTransfer(plan: string) {
  return useQuery({
    queryKey: [...billingKeys.all, 'transfer', plan] as const,
    queryFn: ({ signal }) => getPlanTransfer(plan, signal),
    // An older server has no such endpoint: the view falls back to the plan's price, asked once.
    retry: false,
  });
}
