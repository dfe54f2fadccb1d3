import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { DeleteDialog } from '@/components/delete-dialog';
import { QueryState } from '@/components/query-state';
import { errorMessage, saveErrorMessage } from '@/lib/api-errors';
import type { Seat } from '@/lib/seat';
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
  const { t } = useLingui();
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

  const seatChanged = (name: string, seat: Seat) =>
    t`${name} is now ${select(seat, {
      owner: 'owner',
      approver: 'approver',
      viewer: 'viewer',
      billing: 'billing',
      other: 'seat',
    })}.`;
  const removeText = (member: TeamMember) => {
    const name = nameOf(member);
    const email = member.email;
    return t`Remove ${name} (${email})? Their account is deleted and they are signed out at once.`;
  };
  const removedText = (member: TeamMember | null) => {
    if (!member) return t`The member was removed.`;
    const name = nameOf(member);
    return t`${name} was removed.`;
  };
  const resetText = (member: TeamMember) => {
    const name = nameOf(member);
    const email = member.email;
    return t`Remove every authenticator app, passkey and recovery code of ${name} (${email})? They are signed out everywhere and sign in with their password alone until they set one up again.`;
  };

  function change(member: TeamMember, changes: { seat?: Seat; must_approve?: boolean }, success: string) {
    setError(null);
    setBusyMember(member.user_id);
    update.mutate(
      { client: clientId, user: member.user_id, ...changes },
      {
        onSuccess: () => done.show(success),
        onError: (failure) => {
          const name = nameOf(member);
          setError(
            saveErrorMessage(failure, t`Could not change ${name}.`, t({ message: 'member', context: 'what failed' })),
          );
        },
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
        onSuccess: () => {
          const email = invitation.email;
          done.show(t`The invitation to ${email} no longer works.`);
        },
        onError: (failure) => setError(errorMessage(failure, t`Could not revoke the invitation.`)),
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
      <QueryState query={team} loading={t`Loading the team`} failed={t`Could not load the team.`} size="panel">
        {(data) => (
          <>
            <Part title={t`Members`} level={level}>
              <MemberList
                members={data.members}
                agency={agency}
                busy={busyMember}
                onSeat={(member, seat) => change(member, { seat }, seatChanged(nameOf(member), seat))}
                onMustApprove={(member, must) => {
                  const name = nameOf(member);
                  change(
                    member,
                    { must_approve: must },
                    must ? t`${name} must approve posts.` : t`${name} no longer must approve.`,
                  );
                }}
                onRemove={setLeaving}
                onResetSecondFactor={mayReset ? setResetting : undefined}
              />
            </Part>
            <Part title={t`Pending invitations`} level={level}>
              <PendingInvitations invitations={data.invitations} busy={busyInvitation} onRevoke={revokeOne} />
            </Part>
          </>
        )}
      </QueryState>
      <Part title={t`Invite a colleague`} level={level}>
        <InviteForm clientId={clientId} />
      </Part>
      <DeleteDialog
        open={leaving !== null}
        title={t`Remove from the team`}
        message={leaving ? removeText(leaving) : ''}
        confirmLabel={t`Remove`}
        onDelete={() => remove.mutateAsync({ client: clientId, user: leaving!.user_id })}
        pending={remove.isPending}
        failed={t`Could not remove this member.`}
        thing={t({ message: 'member', context: 'what failed' })}
        onClose={() => setLeaving(null)}
        onDeleted={() => done.show(removedText(leaving))}
      />
      <DeleteDialog
        open={resetting !== null}
        title={t`Reset two-factor`}
        message={resetting ? resetText(resetting) : ''}
        confirmLabel={t`Reset`}
        onDelete={async () => done.show((await reset.mutateAsync(resetting!.user_id)).message)}
        pending={reset.isPending}
        failed={t`Could not reset the second factors.`}
        thing={t({ message: 'member', context: 'what failed' })}
        onClose={() => setResetting(null)}
      />
    </div>
  );
}
