import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { DeleteDialog } from '@/components/delete-dialog';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api-errors';
import { currentLocale } from '@/lib/i18n';
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
  const { t } = useLingui();
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
          const name = staffName(member);
          // A role inside a sentence is lower case, except in German, where nouns keep their capital.
          const label = STAFF_ROLE_LABELS[role];
          const roleWord = currentLocale() === 'de' ? label : label.toLowerCase();
          done.show(
            role === 'member'
              ? t`${name} is now a member: assign the clients they work on.`
              : t`${name} is now ${roleWord}.`,
          );
          // Stepping down changes what this session may see: the screens follow the server's answer.
          if (member.id === user.id) updateUser(await getMe());
        },
        onError: (failure) => {
          const name = staffName(member);
          setError(errorMessage(failure, t`Could not change the role of ${name}.`));
        },
        onSettled: () => setBusyMember(null),
      },
    );
  }

  function withdrawOne(invitation: { id: number; email: string }) {
    setError(null);
    setBusyInvitation(invitation.id);
    withdraw.mutate(invitation.id, {
      onSuccess: () => {
        const address = invitation.email;
        done.show(t`The invitation to ${address} no longer works.`);
      },
      onError: (failure) => setError(errorMessage(failure, t`Could not withdraw the invitation.`)),
      onSettled: () => setBusyInvitation(null),
    });
  }

  const leavingName = leaving ? staffName(leaving) : '';
  const leavingEmail = leaving?.email ?? '';
  const resettingName = resetting ? staffName(resetting) : '';
  const resettingEmail = resetting?.email ?? '';

  return (
    <div id="staff" role="region" aria-label={t`Staff`} className="scroll-mt-20">
      <Card
        title={t`Staff`}
        description={
          owner
            ? t`The agency’s own people: invite colleagues, choose who is an owner, a manager or a member (and a member’s clients), and remove those who left.`
            : t`The agency’s own people. Only an owner can invite, change roles or remove.`
        }
      >
        <div className="space-y-6">
          {error && (
            <Alert tone="error" onDismiss={() => setError(null)}>
              {error}
            </Alert>
          )}
          {done.message && <Alert tone="success">{done.message}</Alert>}
          <QueryState query={staff} loading={t`Loading the staff`} failed={t`Could not load the staff.`} size="panel">
            {(data) => (
              <>
                <Part title={t`Members`}>
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
                  <Part title={t`Open invitations`}>
                    <StaffInvitations invitations={data.invitations} busy={busyInvitation} onWithdraw={withdrawOne} />
                  </Part>
                )}
              </>
            )}
          </QueryState>
          {owner && (
            <Part title={t`Invite a colleague`}>
              <StaffInviteForm />
            </Part>
          )}
        </div>
      </Card>
      <AssignClientsDialog member={assigning} onClose={() => setAssigning(null)} onSaved={done.show} />
      <DeleteDialog
        open={leaving !== null}
        title={t`Remove from the staff`}
        message={
          leaving
            ? t`Remove ${leavingName} (${leavingEmail})? Their account is deleted and they are signed out at once.`
            : ''
        }
        confirmLabel={t`Remove`}
        onDelete={() => remove.mutateAsync(leaving!.id)}
        pending={remove.isPending}
        failed={t`Could not remove this colleague.`}
        thing={t({ message: 'colleague', context: 'one, inside a sentence' })}
        onClose={() => setLeaving(null)}
        onDeleted={() => done.show(leaving ? t`${leavingName} was removed.` : t`The colleague was removed.`)}
      />
      <DeleteDialog
        open={resetting !== null}
        title={t`Reset two-factor`}
        message={
          resetting
            ? t`Remove every authenticator app, passkey and recovery code of ${resettingName} (${resettingEmail})? They are signed out everywhere and sign in with their password alone until they set one up again.`
            : ''
        }
        confirmLabel={t`Reset`}
        onDelete={async () => done.show((await reset.mutateAsync(resetting!.id)).message)}
        pending={reset.isPending}
        failed={t`Could not reset the second factors.`}
        thing={t({ message: 'colleague', context: 'one, inside a sentence' })}
        onClose={() => setResetting(null)}
      />
    </div>
  );
}
