import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/types';
import { invalidateClientData } from './invalidate';

export type InvitationSent = Schemas['InvitationSent'];

export function inviteClient(id: number): Promise<InvitationSent> {
  return api.post<InvitationSent>(`/clients/${id}/invite/`);
}

export function useInviteClient() {
  const queryClient = useQueryClient();
  // The card's 'Invitation pending' badge comes from the client record.
  return useMutation({ mutationFn: inviteClient, onSettled: () => invalidateClientData(queryClient) });
}
