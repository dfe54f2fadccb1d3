import type { SocialAccount } from '../types';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

/** Disconnects an account (POST /social-accounts/{id}/disconnect/); its history stays on the server. */
export function disconnectAccount(id: number): Promise<SocialAccount> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/social-accounts/{id}/disconnect/', { path: { id } });
}

// Everything: the figures, this list, and the content screen's accounts (which platforms can be posted to).
export const useDisconnectAccount = refetchingMutation(disconnectAccount, (queryClient) =>
  queryClient.invalidateQueries(),
);
