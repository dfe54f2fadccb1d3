import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { bankSettingsKey, type BankSettings } from './get-bank-settings';
import { postApi } from '@/lib/typed-api';

/** The editable fields, as the form holds them. */
export type BankSettingsInput = Pick<
  BankSettings,
  'admin_full_name' | 'iban' | 'bank_name' | 'swift_code' | 'additional_info'
>;

/**
 * The changed fields, plus the `version` the person loaded once there is one, so a save from a stale tab is
 * refused (409) instead of putting back what another admin changed. Fields left out keep their value.
 */
export type BankSettingsChanges = Schemas['BankBody'];

export function saveBankSettings(input: BankSettingsChanges): Promise<BankSettings> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/admin/bank-settings/', { body: input });
}

export function useSaveBankSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankSettings,
    onSuccess: (saved) => queryClient.setQueryData(bankSettingsKey, saved),
  });
}
