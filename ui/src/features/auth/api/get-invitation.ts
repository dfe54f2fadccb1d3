import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';

export type Invitation = Schemas['Invitation'];

export function getInvitation(key: string): Promise<Invitation> {
  // Anonymous on purpose; a leftover token must not turn a dead link into a session-expired redirect.
  return getApi('/invitations/{key}/' as const, { path: { key }, redirectOn401: false });
}

export function invitationOptions(key: string) {
  return queryOptions({ queryKey: ['invitation', key], queryFn: () => getInvitation(key), staleTime: Infinity });
}

export function useInvitation(key: string) {
  return useQuery(invitationOptions(key));
}
