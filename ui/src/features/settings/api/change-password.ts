import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/change-password/', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
