import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldOff, Trash2 } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Select } from '@/components/input';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { INVITABLE_SEATS, SEAT_LABELS, type Seat } from '@/lib/seat';
import type { TeamMember } from '../types';

interface Props {
  members: TeamMember[];
  /** The agency's view: it also names who must approve. */
  agency: boolean;
  /** The member whose change is on its way: its controls wait. */
  busy: number | null;
  onSeat: (member: TeamMember, seat: Seat) => void;
  onMustApprove: (member: TeamMember, mustApprove: boolean) => void;
  onRemove: (member: TeamMember) => void;
  /** The agency's view: removes the member's second factors (they lost their phone or passkey). */
  onResetSecondFactor?: (member: TeamMember) => void;
}

const nameOf = (member: TeamMember) => member.name || member.email;

/** A small switch in the row's controls; the list's description says what it does. */
function MustApprove({
  member,
  disabled,
  onChange,
}: {
  member: TeamMember;
  disabled: boolean;
  onChange: (next: boolean) => void;
}) {
  const { t } = useLingui();
  const on = member.must_approve;
  const name = nameOf(member);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={t`Must approve: ${name}`}
      disabled={disabled}
      onClick={() => onChange(!on)}
      className="inline-flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors',
          on ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform',
            on && 'translate-x-4',
          )}
        />
      </span>
      <Trans>Must approve</Trans>
    </button>
  );
}

/** The members, the owner first with its seat fixed; the others' seat can change and they can be removed. */
export function MemberList({ members, agency, busy, onSeat, onMustApprove, onRemove, onResetSecondFactor }: Props) {
  const { t } = useLingui();
  if (members.length === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>No one uses the portal for this client yet.</Trans>
      </p>
    );
  return (
    <div className="space-y-3">
      {agency && (
        <p className="text-sm text-slate-500">
          <Trans>
            Must approve: with an “all named approvers” policy, a post waits for every owner or approver switched on.
          </Trans>
        </p>
      )}
      <ul className="divide-y divide-slate-100" aria-label={t`Team members`}>
        {members.map((member) => {
          const owner = member.seat === 'owner';
          const waiting = busy === member.user_id;
          const name = nameOf(member);
          const joined = formatDate(member.joined_at);
          return (
            <li
              key={member.user_id}
              aria-label={name}
              className={cn(
                'flex flex-col gap-3 py-3.5 first:pt-0 last:pb-0',
                // The agency's rows carry one control more: theirs go on a line of their own.
                !agency && 'sm:flex-row sm:items-center',
              )}
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <Avatar src={member.avatar} name={name} />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="truncate font-semibold text-slate-900">
                      <bdi>{name}</bdi>
                    </span>
                    <Badge tone={owner ? 'brand' : 'neutral'}>{SEAT_LABELS[member.seat]}</Badge>
                    {!agency && member.must_approve && (member.seat === 'owner' || member.seat === 'approver') && (
                      <Badge tone="warning">
                        <Trans>Must approve</Trans>
                      </Badge>
                    )}
                  </p>
                  <p className="truncate text-sm text-slate-600" title={member.email}>
                    <bdi>{member.email}</bdi>
                  </p>
                  <p className="text-xs text-slate-500">
                    <Trans>Joined {joined}</Trans>
                  </p>
                </div>
              </div>
              <div className={cn('flex flex-wrap items-center gap-2', agency ? 'sm:pl-13' : 'pl-13 sm:pl-0')}>
                {owner ? (
                  <p className="text-sm text-slate-500">
                    <Trans>Seat cannot change</Trans>
                  </p>
                ) : (
                  <>
                    <div className="w-36">
                      <Select
                        label={t`Seat of ${name}`}
                        hideLabel
                        value={member.seat}
                        disabled={waiting}
                        onChange={(e) => onSeat(member, e.target.value as Seat)}
                      >
                        {INVITABLE_SEATS.map((seat) => (
                          <option key={seat} value={seat}>
                            {SEAT_LABELS[seat]}
                          </option>
                        ))}
                      </Select>
                    </div>
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
                  </>
                )}
                {agency && onResetSecondFactor && (
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
                {agency && (member.seat === 'owner' || member.seat === 'approver') && (
                  <div className="ml-auto">
                    <MustApprove member={member} disabled={waiting} onChange={(next) => onMustApprove(member, next)} />
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
