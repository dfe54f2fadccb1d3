import { postApi } from '@/lib/typed-api';
import { refetchingMutation } from '@/lib/api-query';
import type { InviteInput } from '../types';
import { teamKeys } from './get-team';

export type Invite = InviteInput & { client: number };

/** POST /clients/{id}/team/invitations/: a mail with a link; a new one to the same address replaces the open one. */
export function inviteMember({ client, ...body }: Invite) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/clients/{id}/team/invitations/', { path: { id: client }, body });
}

export const useInviteMember = refetchingMutation(inviteMember, teamKeys.all);
