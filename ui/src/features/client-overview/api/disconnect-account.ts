import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialAccount } from '../types';
import { postApi } from '@/lib/typed-api';

/** Disconnects an account (POST /social-accounts/{id}/disconnect/); its history stays on the server. */
export function disconnectAccount(id: number): Promise<SocialAccount> {
  return postApi('/social-accounts/{id}/disconnect/', { path: { id } });
}

export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  // Everything: the figures, this list, and the content screen's accounts (which platforms can be posted to).
  return useMutation({ mutationFn: disconnectAccount, onSettled: () => queryClient.invalidateQueries() });
}
