import type { Schemas } from '@/lib/types';
import { invalidateClientData } from './invalidate';
import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';

export type InvitationSent = Schemas['InvitationSent'];

export function inviteClient(id: number): Promise<InvitationSent> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/clients/{id}/invite/', { path: { id } });
}

// The card's 'Invitation pending' badge comes from the client record.
export const useInviteClient = refetchingMutation(inviteClient, invalidateClientData);
