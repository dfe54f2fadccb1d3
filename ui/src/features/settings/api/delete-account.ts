import { useMutation } from '@tanstack/react-query';
import { postApi } from '@/lib/typed-api';

export function deleteAccount(): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/admin/delete-account/');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
