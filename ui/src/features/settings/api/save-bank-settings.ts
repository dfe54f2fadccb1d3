import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bankSettingsKey, type BankSettings } from './get-bank-settings';

export type BankSettingsInput = Omit<BankSettings, 'configured'>;

export function saveBankSettings(input: BankSettingsInput): Promise<BankSettings> {
  return api.post<BankSettings>('/admin/bank-settings/', input);
}

export function useSaveBankSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankSettings,
    onSuccess: (saved) => queryClient.setQueryData(bankSettingsKey, saved),
  });
}
