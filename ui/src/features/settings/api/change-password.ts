import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

export type ChangePasswordInput = Schemas['ChangePasswordBody'];

export function changePassword(input: ChangePasswordInput): Promise<Schemas['Message']> {
  return postApi('/auth/change-password/', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
