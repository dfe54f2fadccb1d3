import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import type { TeamMember } from '../../types';
import { PersonAvatar, PRESENCE_LABELS } from '../shared/person-avatar';

interface Props {
  team: TeamMember[] | undefined;
  loading: boolean;
  failed: boolean;
  onInfo: () => void;
}

/** 'Your Team' (spec 001 section 2.7): the agency's real people with presence, account manager first. */
export function TeamPanel({ team, loading, failed, onInfo }: Props) {
  const { t } = useLingui();
  const members = [...(team ?? [])].sort((a, b) => Number(b.account_manager) - Number(a.account_manager));
  return (
    <section aria-labelledby="team-panel-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="team-panel-title" className="text-base font-semibold text-slate-900">
          <Trans>Your Team</Trans>
        </h2>
        <Button variant="ghost" size="sm" onClick={onInfo} icon={<Info className="size-4" aria-hidden="true" />}>
          <Trans>Team Info</Trans>
        </Button>
      </div>
      {loading ? (
        <Spinner label={t`Loading your team`} className="text-brand-600" />
      ) : failed ? (
        <p className="text-sm text-slate-500">
          <Trans>The team list could not be loaded. Messages still reach everyone.</Trans>
        </p>
      ) : members.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>Your agency has not added anyone yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-3">
              <PersonAvatar name={member.name} src={member.avatar} presence={member.presence} size="sm" />
              <span className="min-w-0 flex-1">
                <bdi className="block truncate text-sm font-semibold text-slate-900">{member.name}</bdi>
                <span className="block truncate text-xs text-slate-500">
                  {member.account_manager ? t`Account manager` : t`Team member`}
                </span>
              </span>
              <span className="shrink-0 text-xs text-slate-500" data-testid="presence">
                {t(PRESENCE_LABELS[member.presence])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
