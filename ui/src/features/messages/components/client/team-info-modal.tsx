import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { Modal } from '@/components/modal';
import { lastSeenText } from '../../message-time';
import type { TeamMember } from '../../types';
import { PersonAvatar, PRESENCE_LABELS } from '../shared/person-avatar';
import { useNow } from '@/lib/use-now';

/** Team Info (spec 001 section 2.7): who is on the account, how to reach them, and when they were last around. */
export function TeamInfoModal({ open, onClose, team }: { open: boolean; onClose: () => void; team: TeamMember[] }) {
  const { t } = useLingui();
  const now = useNow();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Team Info`}
      description={t`Everyone here reads your conversation; your account manager is your main contact.`}
    >
      {team.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No team members to show yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {team.map((member) => {
            const seen = member.presence === 'online' ? null : lastSeenText(member.last_seen, now);
            return (
              <li key={member.id} className="flex items-start gap-3 py-3">
                <PersonAvatar name={member.name} src={member.avatar} presence={member.presence} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 text-sm">
                    <bdi className="font-semibold text-slate-900 wrap-anywhere">{member.name}</bdi>
                    {member.account_manager && (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                        <Trans>Your account manager</Trans>
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-slate-500">
                    {member.account_manager ? t`Account manager` : t`Team member`}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">
                    {t(PRESENCE_LABELS[member.presence])}
                    {seen ? ` · ${seen}` : ''}
                  </p>
                  <a
                    href={`mailto:${member.email}`}
                    className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
                  >
                    <Mail className="size-3.5" aria-hidden="true" />
                    {member.email}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
