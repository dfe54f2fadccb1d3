import { useMutation } from '@tanstack/react-query';
import { postApi } from '@/lib/typed-api';

export function deleteAccount(): Promise<void> {
  return postApi('/admin/delete-account/');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
