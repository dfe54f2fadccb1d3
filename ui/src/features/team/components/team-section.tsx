import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { DeleteDialog } from '@/components/delete-dialog';
import { QueryState } from '@/components/query-state';
import { errorMessage, saveErrorMessage } from '@/lib/api-errors';
import { SEAT_LABELS, type Seat } from '@/lib/seat';
import { useCurrentUser } from '@/lib/session';
import { isOwner } from '@/lib/staff-role';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useTeam } from '../api/get-team';
import { useRemoveMember } from '../api/remove-member';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useUpdateMember } from '../api/update-member';
import type { PendingInvitation, TeamMember } from '../types';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { PendingInvitations } from './pending-invitations';

interface Props {
  clientId: number;
  /** The agency's view (a client's detail): it also sets who must approve. */
  agency?: boolean;
  /** The level of the part headings, under the heading the section sits in. */
  level?: 3 | 4;
  /** Told when the remove dialog opens or closes, so a dialog underneath can let go of the keyboard. */
  onDialogChange?: (open: boolean) => void;
}

function Part({ title, level, children }: { title: string; level: 3 | 4; children: ReactNode }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="space-y-3">
      <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
      {children}
    </section>
  );
}

const nameOf = (member: TeamMember) => member.name || member.email;

/**
 * A client's team, the same for its owner (Settings) and for the agency (the client's detail): members with
 * their seat, pending invitations, and the invite form; the agency also names who must approve.
 */
export function TeamSection({ clientId, agency = false, level = 3, onDialogChange }: Props) {
  const team = useTeam(clientId);
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const done = useTimedMessage();
  const [error, setError] = useState<string | null>(null);
  const [busyMember, setBusyMember] = useState<number | null>(null);
  const [busyInvitation, setBusyInvitation] = useState<number | null>(null);
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  const [resetting, setResetting] = useState<TeamMember | null>(null);
  const reset = useResetSecondFactor();
  // Resetting a second factor is the agency owners' (a manager is refused): the button is theirs alone.
  const user = useCurrentUser();
  const mayReset = agency && isOwner(user);

  const onDialogChangeRef = useRef(onDialogChange);
  useEffect(() => {
    onDialogChangeRef.current = onDialogChange;
  });
  const dialogOpen = leaving !== null || resetting !== null;
  useEffect(() => {
    if (!dialogOpen) return;
    onDialogChangeRef.current?.(true);
    return () => onDialogChangeRef.current?.(false);
  }, [dialogOpen]);

  function change(member: TeamMember, changes: { seat?: Seat; must_approve?: boolean }, success: string) {
    setError(null);
    setBusyMember(member.user_id);
    update.mutate(
      { client: clientId, user: member.user_id, ...changes },
      {
        onSuccess: () => done.show(success),
        onError: (failure) => setError(saveErrorMessage(failure, `Could not change ${nameOf(member)}.`, 'member')),
        onSettled: () => setBusyMember(null),
      },
    );
  }

  function revokeOne(invitation: PendingInvitation) {
    setError(null);
    setBusyInvitation(invitation.id);
    revoke.mutate(
      { client: clientId, invitation: invitation.id },
      {
        onSuccess: () => done.show(`The invitation to ${invitation.email} no longer works.`),
        onError: (failure) => setError(errorMessage(failure, 'Could not revoke the invitation.')),
        onSettled: () => setBusyInvitation(null),
      },
    );
  }

  return (
    <div className="space-y-6">
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {done.message && <Alert tone="success">{done.message}</Alert>}
      <QueryState query={team} loading="Loading the team" failed="Could not load the team." size="panel">
        {(data) => (
          <>
            <Part title="Members" level={level}>
              <MemberList
                members={data.members}
                agency={agency}
                busy={busyMember}
                onSeat={(member, seat) =>
                  change(member, { seat }, `${nameOf(member)} is now ${SEAT_LABELS[seat].toLowerCase()}.`)
                }
                onMustApprove={(member, must) =>
                  change(
                    member,
                    { must_approve: must },
                    must ? `${nameOf(member)} must approve posts.` : `${nameOf(member)} no longer must approve.`,
                  )
                }
                onRemove={setLeaving}
                onResetSecondFactor={mayReset ? setResetting : undefined}
              />
            </Part>
            <Part title="Pending invitations" level={level}>
              <PendingInvitations invitations={data.invitations} busy={busyInvitation} onRevoke={revokeOne} />
            </Part>
          </>
        )}
      </QueryState>
      <Part title="Invite a colleague" level={level}>
        <InviteForm clientId={clientId} />
      </Part>
      <DeleteDialog
        open={leaving !== null}
        title="Remove from the team"
        message={
          leaving
            ? `Remove ${nameOf(leaving)} (${leaving.email})? Their account is deleted and they are signed out at once.`
            : ''
        }
        confirmLabel="Remove"
        onDelete={() => remove.mutateAsync({ client: clientId, user: leaving!.user_id })}
        pending={remove.isPending}
        failed="Could not remove this member."
        thing="member"
        onClose={() => setLeaving(null)}
        onDeleted={() => done.show(`${leaving ? nameOf(leaving) : 'The member'} was removed.`)}
      />
      <DeleteDialog
        open={resetting !== null}
        title="Reset two-factor"
        message={
          resetting
            ? `Remove every authenticator app, passkey and recovery code of ${nameOf(resetting)} (${resetting.email})? They are signed out everywhere and sign in with their password alone until they set one up again.`
            : ''
        }
        confirmLabel="Reset"
        onDelete={async () => done.show((await reset.mutateAsync(resetting!.user_id)).message)}
        pending={reset.isPending}
        failed="Could not reset the second factors."
        thing="member"
        onClose={() => setResetting(null)}
      />
    </div>
  );
}
