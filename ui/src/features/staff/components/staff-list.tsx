import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, ShieldOff, Trash2 } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Select } from '@/components/input';
import { dateFormat, formatDate, formatRelativeTime } from '@/lib/format';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/staff-role';
import type { Schemas } from '@/lib/types';

export type StaffMember = Schemas['StaffMember'];

interface Props {
  staff: StaffMember[];
  /**
   * The signed-in user: it cannot remove itself here (Danger zone deletes one's own account); it may step
   * down to manager while another owner remains, which the server checks (409 `last_owner`).
   */
  me: number;
  /** Owners change roles, remove and reset; a manager only reads the list. */
  owner: boolean;
  /** The member whose change is on its way: its controls wait. */
  busy: number | null;
  onRole: (member: StaffMember, role: StaffRole) => void;
  onRemove: (member: StaffMember) => void;
  onResetSecondFactor: (member: StaffMember) => void;
  /** A member's clients: owners choose them. */
  onAssign: (member: StaffMember) => void;
}

export const staffName = (member: StaffMember) => member.name || member.email;

/** The role badges: an owner stands out. */
export const ROLE_TONES: Record<StaffRole, 'brand' | 'neutral'> = {
  owner: 'brand',
  manager: 'neutral',
  member: 'neutral',
};

/** Every staff member: name, email, role, second factor and last sign-in; an owner's controls under each. */
/** A member's assigned clients, as chips; a member with none is told who gives them. */
function MemberClients({ member }: { member: StaffMember }) {
  const { t } = useLingui();
  const name = staffName(member);
  if (member.clients.length === 0)
    return (
      <p className="text-xs text-amber-800">
        <Trans>No clients assigned yet: this member sees no client’s work.</Trans>
      </p>
    );
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t`Clients of ${name}`}>
      {member.clients.map((client) => (
        <li
          key={client.id}
          className="inline-flex max-w-full items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
        >
          <span className="truncate">
            <bdi>{client.name}</bdi>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function StaffList({ staff, me, owner, busy, onRole, onRemove, onResetSecondFactor, onAssign }: Props) {
  const { t } = useLingui();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t`Staff members`}>
      {staff.map((member) => {
        const name = staffName(member);
        const self = member.id === me;
        const waiting = busy === member.id;
        const lastLogin = member.last_login_at ? formatRelativeTime(member.last_login_at) : '';
        const joined = formatDate(member.created_at);
        return (
          <li key={member.id} aria-label={name} className="flex flex-col gap-3 py-3.5 first:pt-0 last:pb-0">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <Avatar name={name} />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="truncate font-semibold text-slate-900">
                    <bdi>{name}</bdi>
                  </span>
                  {self && (
                    <span className="text-sm text-slate-500">
                      <Trans>(you)</Trans>
                    </span>
                  )}
                  <Badge tone={ROLE_TONES[member.role]}>{STAFF_ROLE_LABELS[member.role]}</Badge>
                  <Badge tone={member.has_second_factor ? 'success' : 'warning'}>
                    {member.has_second_factor ? t`2FA on` : t`2FA off`}
                  </Badge>
                </p>
                <p className="truncate text-sm text-slate-600" title={member.email}>
                  <bdi>{member.email}</bdi>
                </p>
                <p className="text-xs text-slate-500">
                  {member.last_login_at ? (
                    <span
                      title={dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(
                        new Date(member.last_login_at),
                      )}
                    >
                      {lastLogin === t`Just now` ? t`Last signed in just now` : t`Last signed in ${lastLogin}`}
                    </span>
                  ) : (
                    t`Never signed in`
                  )}{' '}
                  <Trans>· joined {joined}</Trans>
                </p>
                {member.role === 'member' && (
                  <div className="mt-1.5">
                    <MemberClients member={member} />
                  </div>
                )}
              </div>
            </div>
            {owner && (
              <div className="flex flex-wrap items-center gap-2 sm:pl-13">
                <div className="w-36">
                  <Select
                    label={t`Role of ${name}`}
                    hideLabel
                    value={member.role}
                    disabled={waiting}
                    onChange={(e) => onRole(member, e.target.value as StaffRole)}
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {STAFF_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </Select>
                </div>
                {member.role === 'member' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="h-10"
                    disabled={waiting}
                    icon={<Building2 className="size-4" aria-hidden="true" />}
                    aria-label={t`Assign clients to ${name}`}
                    onClick={() => onAssign(member)}
                  >
                    <Trans>Assign clients</Trans>
                  </Button>
                )}
                {!self && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-10"
                    disabled={waiting}
                    icon={<Trash2 className="size-4" aria-hidden="true" />}
                    aria-label={t`Remove ${name}`}
                    onClick={() => onRemove(member)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
                {!self && member.has_second_factor && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-10"
                    disabled={waiting}
                    icon={<ShieldOff className="size-4" aria-hidden="true" />}
                    aria-label={t`Reset two-factor of ${name}`}
                    onClick={() => onResetSecondFactor(member)}
                  >
                    <Trans>Reset two-factor</Trans>
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
