import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { DeleteDialog } from '@/components/delete-dialog';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api-errors';
import { useCurrentUser, useSession } from '@/lib/session';
import { isOwner, STAFF_ROLE_LABELS, type StaffRole } from '@/lib/staff-role';
import { useTimedMessage } from '@/lib/use-timed-message';
import { getMe, useStaff } from '../api/get-staff';
import { useRemoveStaff } from '../api/remove-staff';
import { useResetStaffSecondFactor } from '../api/reset-second-factor';
import { useUpdateStaffRole } from '../api/update-staff-role';
import { useWithdrawInvitation } from '../api/withdraw-invitation';
import { AssignClientsDialog } from './assign-clients-dialog';
import { StaffInvitations } from './staff-invitations';
import { StaffInviteForm } from './staff-invite-form';
import { StaffList, staffName, type StaffMember } from './staff-list';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Settings › Staff: the agency's own people (a client's people are its Team). Everyone on the staff reads the
 * list; owners invite, change roles, remove, reset a lost second factor and withdraw invitations. The
 * server's refusals (the last owner, one's own account) are shown in its words.
 */
export function StaffCard() {
  const user = useCurrentUser();
  const { updateUser } = useSession();
  const owner = isOwner(user);
  const staff = useStaff();
  const update = useUpdateStaffRole();
  const remove = useRemoveStaff();
  const withdraw = useWithdrawInvitation();
  const reset = useResetStaffSecondFactor();
  const done = useTimedMessage();
  const [error, setError] = useState<string | null>(null);
  const [busyMember, setBusyMember] = useState<number | null>(null);
  const [busyInvitation, setBusyInvitation] = useState<number | null>(null);
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [assigning, setAssigning] = useState<StaffMember | null>(null);

  function changeRole(member: StaffMember, role: StaffRole) {
    setError(null);
    setBusyMember(member.id);
    update.mutate(
      { id: member.id, role },
      {
        onSuccess: async () => {
          done.show(
            role === 'member'
              ? `${staffName(member)} is now a member: assign the clients they work on.`
              : `${staffName(member)} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.`,
          );
          // Stepping down changes what this session may see: the screens follow the server's answer.
          if (member.id === user.id) updateUser(await getMe());
        },
        onError: (failure) => setError(errorMessage(failure, `Could not change the role of ${staffName(member)}.`)),
        onSettled: () => setBusyMember(null),
      },
    );
  }

  function withdrawOne(invitation: { id: number; email: string }) {
    setError(null);
    setBusyInvitation(invitation.id);
    withdraw.mutate(invitation.id, {
      onSuccess: () => done.show(`The invitation to ${invitation.email} no longer works.`),
      onError: (failure) => setError(errorMessage(failure, 'Could not withdraw the invitation.')),
      onSettled: () => setBusyInvitation(null),
    });
  }

  return (
    <div id="staff" role="region" aria-label="Staff" className="scroll-mt-20">
      <Card
        title="Staff"
        description={
          owner
            ? 'The agency’s own people: invite colleagues, choose who is an owner, a manager or a member (and a member’s clients), and remove those who left.'
            : 'The agency’s own people. Only an owner can invite, change roles or remove.'
        }
      >
        <div className="space-y-6">
          {error && (
            <Alert tone="error" onDismiss={() => setError(null)}>
              {error}
            </Alert>
          )}
          {done.message && <Alert tone="success">{done.message}</Alert>}
          <QueryState query={staff} loading="Loading the staff" failed="Could not load the staff." size="panel">
            {(data) => (
              <>
                <Part title="Members">
                  <StaffList
                    staff={data.staff}
                    me={user.id}
                    owner={owner}
                    busy={busyMember}
                    onRole={changeRole}
                    onRemove={setLeaving}
                    onResetSecondFactor={setResetting}
                    onAssign={(member) => {
                      setError(null);
                      setAssigning(member);
                    }}
                  />
                </Part>
                {owner && (
                  <Part title="Open invitations">
                    <StaffInvitations invitations={data.invitations} busy={busyInvitation} onWithdraw={withdrawOne} />
                  </Part>
                )}
              </>
            )}
          </QueryState>
          {owner && (
            <Part title="Invite a colleague">
              <StaffInviteForm />
            </Part>
          )}
        </div>
      </Card>
      <AssignClientsDialog member={assigning} onClose={() => setAssigning(null)} onSaved={done.show} />
      <DeleteDialog
        open={leaving !== null}
        title="Remove from the staff"
        message={
          leaving
            ? `Remove ${staffName(leaving)} (${leaving.email})? Their account is deleted and they are signed out at once.`
            : ''
        }
        confirmLabel="Remove"
        onDelete={() => remove.mutateAsync(leaving!.id)}
        pending={remove.isPending}
        failed="Could not remove this colleague."
        thing="colleague"
        onClose={() => setLeaving(null)}
        onDeleted={() => done.show(`${leaving ? staffName(leaving) : 'The colleague'} was removed.`)}
      />
      <DeleteDialog
        open={resetting !== null}
        title="Reset two-factor"
        message={
          resetting
            ? `Remove every authenticator app, passkey and recovery code of ${staffName(resetting)} (${resetting.email})? They are signed out everywhere and sign in with their password alone until they set one up again.`
            : ''
        }
        confirmLabel="Reset"
        onDelete={async () => done.show((await reset.mutateAsync(resetting!.id)).message)}
        pending={reset.isPending}
        failed="Could not reset the second factors."
        thing="colleague"
        onClose={() => setResetting(null)}
      />
    </div>
  );
}
