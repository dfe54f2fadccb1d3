import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPlansKey, type Plan } from '@/lib/billing-plans';
import type { Schemas } from '@/lib/types';
import { siteSettingsKey } from './site-settings';
import { patchApi } from '@/lib/typed-api';

/**
 * Only the changed fields. Plans carry no version: the last save of a field wins, which is what an agency
 * with a handful of admins editing three plans needs.
 */
export type PlanChanges = Schemas['PlanBody'] & { id: string };

export function updatePlan({ id, ...changes }: PlanChanges): Promise<Plan> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/billing/plans/{id}/', { path: { id }, body: changes });
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  // All plans, not just this one: making one recommended takes the mark off the others.
  return useMutation({
    mutationFn: updatePlan,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: billingPlansKey });
      // The public site lists these plans, so its settings (and their preview) change with them.
      void queryClient.invalidateQueries({ queryKey: siteSettingsKey });
    },
  });
}
