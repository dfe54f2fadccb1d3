import type { Schemas } from '@/lib/types';
import { patchApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';
import { approvalPolicyKeys, type ApprovalSettings } from './get-approval-policy';

export type ApprovalSettingsChanges = Schemas['PolicyBody'] & { id: number };

/** Admins: the fields given change, the others keep their value. New posts' deadlines follow the lead time. */
export function updateApprovalPolicy({ id, ...changes }: ApprovalSettingsChanges): Promise<ApprovalSettings> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/clients/{id}/approval-policy/', { path: { id }, body: changes });
}

export const useUpdateApprovalPolicy = refetchingMutation(updateApprovalPolicy, approvalPolicyKeys.all);
