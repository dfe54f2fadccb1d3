import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MailX } from 'lucide-react';
import { Button } from '@/components/button';
import { formatDate } from '@/lib/format';

interface Invitation {
  id: number;
  email: string;
  name?: string | null;
  created_at: string;
  expires_at: string;
}

interface Props<T extends Invitation> {
  invitations: T[];
  /** Accessible name of the list. */
  label: string;
  /** The invitation whose action is on its way. */
  busy: number | null;
  /** The badge beside the address (role or seat). */
  badge: (invitation: T) => ReactNode;
  /** The button's text, e.g. "Withdraw" or "Revoke". */
  action: string;
  onAction: (invitation: T) => void;
}

/** Invitations sent and not yet accepted: the address, a badge, when the link expires, and one action. */
export function InvitationList<T extends Invitation>({ invitations, label, busy, badge, action, onAction }: Props<T>) {
  const { t } = useLingui();
  if (invitations.length === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>No invitations waiting.</Trans>
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100" aria-label={label}>
      {invitations.map((invitation) => {
        const sent = formatDate(invitation.created_at);
        const expires = formatDate(invitation.expires_at);
        const email = invitation.email;
        return (
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
                {badge(invitation)}
              </p>
              <p className="text-xs text-slate-500">
                {invitation.name && (
                  <>
                    <bdi>{invitation.name}</bdi> ·{' '}
                  </>
                )}
                <Trans>
                  Sent {sent} · expires {expires}
                </Trans>
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="self-start sm:self-auto"
              loading={busy === invitation.id}
              icon={<MailX className="size-4" aria-hidden="true" />}
              aria-label={t`${action} the invitation to ${email}`}
              onClick={() => onAction(invitation)}
            >
              {action}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
