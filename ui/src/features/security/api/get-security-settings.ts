import { apiQuery } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { securityKeys } from './get-security';

/** The agency's sign-in rules: whether staff need a second factor, and how long sessions live. */
export type SecuritySettings = Schemas['SecuritySettings'];

/** GET /security/settings/ (admins). */
export function getSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/security/settings/', { signal });
}

export const useSecuritySettings = apiQuery(() => securityKeys.settings, getSecuritySettings);
