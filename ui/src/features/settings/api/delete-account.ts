import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function deleteAccount(): Promise<void> {
  return api.post<void>('/admin/delete-account/');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
