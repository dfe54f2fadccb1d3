import { refetchingMutation } from '@/lib/api-query';
import { patchApi } from '@/lib/typed-api';
import type { LateApproval } from '../types';
import { publishingKeys } from './publishing-keys';

/** PATCH /publishing/settings/: what happens to a post approved after its scheduled time. */
export function updateSettings(late_approval: LateApproval) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/publishing/settings/', { body: { late_approval } });
}

export const useUpdatePublishingSettings = refetchingMutation(updateSettings, publishingKeys.all);
