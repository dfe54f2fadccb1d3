import { MailX } from 'lucide-react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { formatDate } from '@/lib/format';
import { STAFF_ROLE_LABELS } from '@/lib/staff-role';
import type { Schemas } from '@/lib/types';

type StaffInvitation = Schemas['StaffInvitation'];

interface Props {
  invitations: StaffInvitation[];
  /** The invitation whose withdrawal is on its way. */
  busy: number | null;
  onWithdraw: (invitation: StaffInvitation) => void;
}

/** Invitations sent and not yet accepted: the address, the role, when the link expires, and Withdraw. */
export function StaffInvitations({ invitations, busy, onWithdraw }: Props) {
  if (invitations.length === 0) return <p className="text-sm text-slate-500">No invitations waiting.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Open invitations">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          aria-label={invitation.email}
          className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="truncate font-medium text-slate-900" title={invitation.email}>
                <bdi>{invitation.email}</bdi>
              </span>
              <Badge tone={invitation.role === 'owner' ? 'brand' : 'neutral'}>
                {STAFF_ROLE_LABELS[invitation.role]}
              </Badge>
            </p>
            <p className="text-xs text-slate-500">
              {invitation.name && (
                <>
                  <bdi>{invitation.name}</bdi> ·{' '}
                </>
              )}
              Sent {formatDate(invitation.created_at)} · expires {formatDate(invitation.expires_at)}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="self-start sm:self-auto"
            loading={busy === invitation.id}
            icon={<MailX className="size-4" aria-hidden="true" />}
            aria-label={`Withdraw the invitation to ${invitation.email}`}
            onClick={() => onWithdraw(invitation)}
          >
            Withdraw
          </Button>
        </li>
      ))}
    </ul>
  );
}
