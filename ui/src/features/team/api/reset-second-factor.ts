import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';

/**
 * POST /users/{id}/reset-second-factor/ (the agency's owners): removes every second factor of a user who lost them and
 * signs them out everywhere; they sign in with the password alone and set one up again. 403 for oneself.
 */
export function resetSecondFactor(user: number): Promise<Schemas['Message']> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/users/{id}/reset-second-factor/', { path: { id: user } });
}

export function useResetSecondFactor() {
  return useMutation({ mutationFn: resetSecondFactor });
}
