import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bankSettingsKey, type BankSettings } from './get-bank-settings';

export type BankSettingsInput = Omit<BankSettings, 'configured' | 'version'>;

/**
 * Every field, plus the `version` the person loaded once there is one, so a save from a stale tab is refused
 * (409) instead of putting back what another admin changed. The endpoint replaces the whole record.
 */
export type BankSettingsChanges = Partial<BankSettingsInput> & { version?: number };

export function saveBankSettings(input: BankSettingsChanges): Promise<BankSettings> {
  return api.post<BankSettings>('/admin/bank-settings/', input);
}

export function useSaveBankSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankSettings,
    onSuccess: (saved) => queryClient.setQueryData(bankSettingsKey, saved),
  });
}
