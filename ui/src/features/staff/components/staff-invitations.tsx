import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { InvitationList } from '@/components/invitation-list';
import { STAFF_ROLE_LABELS } from '@/lib/staff-role';
import type { Schemas } from '@/lib/types';
import { ROLE_TONES } from './staff-list';

type StaffInvitation = Schemas['StaffInvitation'];

interface Props {
  invitations: StaffInvitation[];
  /** The invitation whose withdrawal is on its way. */
  busy: number | null;
  onWithdraw: (invitation: StaffInvitation) => void;
}

/** Invitations sent and not yet accepted: the address, the role, when the link expires, and Withdraw. */
export function StaffInvitations({ invitations, busy, onWithdraw }: Props) {
  const { t } = useLingui();
  return (
    <InvitationList
      invitations={invitations}
      label={t`Open invitations`}
      busy={busy}
      badge={(invitation) => <Badge tone={ROLE_TONES[invitation.role]}>{STAFF_ROLE_LABELS[invitation.role]}</Badge>}
      action={t`Withdraw`}
      onAction={onWithdraw}
    />
  );
}
