import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';

export type ChangePasswordInput = Schemas['ChangePasswordBody'];

export function changePassword(input: ChangePasswordInput): Promise<Schemas['Message']> {
  return api.post<Schemas['Message']>('/auth/change-password/', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
