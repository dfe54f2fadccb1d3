import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { securityKeys } from './get-security';
import type { SecuritySettings } from './get-security-settings';

/**
 * PATCH /security/settings/ (admins): the fields sent change, the others stay; days are 1 to 365. Written with
 * `api.patch`: the document names this body `SettingsBody`, as it names the publishing settings' body, and
 * the generated schema keeps the other one.
 */
export function updateSecuritySettings(changes: Partial<SecuritySettings>): Promise<SecuritySettings> {
  return api.patch<SecuritySettings>('/security/settings/', changes);
}

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: (saved) => queryClient.setQueryData(securityKeys.settings, saved),
  });
}
