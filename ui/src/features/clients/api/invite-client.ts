import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { invalidateClientData } from './invalidate';
import { postApi } from '@/lib/typed-api';

export type InvitationSent = Schemas['InvitationSent'];

export function inviteClient(id: number): Promise<InvitationSent> {
  return postApi('/clients/{id}/invite/', { path: { id } });
}

export function useInviteClient() {
  const queryClient = useQueryClient();
  // The card's 'Invitation pending' badge comes from the client record.
  return useMutation({ mutationFn: inviteClient, onSettled: () => invalidateClientData(queryClient) });
}
