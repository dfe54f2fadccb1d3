import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';
import { clientKeys } from './get-clients';

/** Who must approve the agency's posts for this client, and the default approve-by lead time. */
export type ApprovalSettings = Schemas['Policy'];

export const approvalPolicyKeys = {
  all: [...clientKeys.all, 'approval-policy'] as const,
  one: (id: number) => [...approvalPolicyKeys.all, id] as const,
};

export function getApprovalPolicy(id: number, signal?: AbortSignal): Promise<ApprovalSettings> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/clients/{id}/approval-policy/', { path: { id }, signal });
}

export const useApprovalPolicy = apiQuery(approvalPolicyKeys.one, getApprovalPolicy);
