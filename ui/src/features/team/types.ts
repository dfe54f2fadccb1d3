import type { Schemas } from '@/lib/types';

/** A client's members and its open invitations (GET /clients/{id}/team/). */
export type Team = Schemas['ClientTeam'];
export type TeamMember = Team['members'][number];
export type PendingInvitation = Team['invitations'][number];
export type InviteInput = Schemas['InviteBody'];
export type MemberChanges = Schemas['MemberBody'];
