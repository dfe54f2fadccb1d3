import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { billingKeys } from './billing-keys';

/** What to transfer for a plan: net, tax and the gross (`amount_cents`), the reference and the QR payload. */
export type PlanTransfer = Schemas['PlanTransfer'];

/** GET /billing/transfer/?plan=: the plan's price with this client's tax, and its scan-to-pay code. */
export function getPlanTransfer(plan: string, signal?: AbortSignal): Promise<PlanTransfer> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return getApi('/billing/transfer/', { query: { plan }, signal });
}

export function usePlanTransfer(plan: string) {
  return useQuery({
    queryKey: [...billingKeys.all, 'transfer', plan] as const,
    queryFn: ({ signal }) => getPlanTransfer(plan, signal),
  });
}
