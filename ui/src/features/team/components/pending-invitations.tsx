import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { InvitationList } from '@/components/invitation-list';
import { SEAT_LABELS } from '@/lib/seat';
import type { PendingInvitation } from '../types';

interface Props {
  invitations: PendingInvitation[];
  /** The invitation whose revoke is on its way. */
  busy: number | null;
  onRevoke: (invitation: PendingInvitation) => void;
}

/** Invitations sent and not yet accepted: the address, the seat, when the link expires, and Revoke. */
export function PendingInvitations({ invitations, busy, onRevoke }: Props) {
  const { t } = useLingui();
  return (
    <InvitationList
      invitations={invitations}
      label={t`Pending invitations`}
      busy={busy}
      badge={(invitation) => <Badge>{SEAT_LABELS[invitation.seat]}</Badge>}
      action={t`Revoke`}
      onAction={onRevoke}
    />
  );
}
