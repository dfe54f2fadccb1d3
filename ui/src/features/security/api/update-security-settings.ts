import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchApi } from '@/lib/typed-api';
import { securityKeys } from './get-security';
import type { SecuritySettings } from './get-security-settings';

/** PATCH /security/settings/ (admins): the fields sent change, the others stay; days are 1 to 365. */
export function updateSecuritySettings(changes: Partial<SecuritySettings>): Promise<SecuritySettings> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return patchApi('/security/settings/', { body: changes });
}

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: (saved) => queryClient.setQueryData(securityKeys.settings, saved),
  });
}
