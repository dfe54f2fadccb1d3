import { refetchingMutation } from '@/lib/api-query';
import { deleteApi } from '@/lib/typed-api';
import { securityKeys } from './get-security';

/** DELETE /security/sessions/{id}/: that session's token and live stream end at once (204). */
export function endSession(id: string): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return deleteApi('/security/sessions/{id}/', { path: { id } });
}

export const useEndSession = refetchingMutation(endSession, securityKeys.sessions);
