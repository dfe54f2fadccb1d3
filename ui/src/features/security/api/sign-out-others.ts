import { refetchingMutation } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';
import { securityKeys } from './get-security';

/** POST /security/sessions/sign-out-others/: every session of the caller but this one ends. */
export function signOutOthers(): Promise<Schemas['Ended']> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/security/sessions/sign-out-others/', {});
}

export const useSignOutOthers = refetchingMutation(signOutOthers, securityKeys.sessions);
