import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

export type ChangePasswordInput = Schemas['ChangePasswordBody'];

export function changePassword(input: ChangePasswordInput): Promise<Schemas['Message']> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/auth/change-password/', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
