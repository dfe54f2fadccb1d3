import { refetchingMutation } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { postApi } from '@/lib/typed-api';
import { staffKeys } from './get-staff';

/**
 * POST /staff/invitations/ (owners): a mail with `/auth?invite=KEY`; the colleague picks a password and is
 * the agency's owner or manager. 409 `email_taken` for an address that already has an account.
 */
export function inviteStaff(body: Schemas['StaffInviteBody']) {
  return postApi('/staff/invitations/' as const, { body });
}

export const useInviteStaff = refetchingMutation(inviteStaff, staffKeys.all);
