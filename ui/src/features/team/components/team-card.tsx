import { useLingui } from '@lingui/react/macro';
import { Card } from '@/components/card';
import { TeamSection } from './team-section';

/** Settings › Team, the client owner's: who else works in the portal for the client, and with which seat. */
export function TeamCard({ clientId }: { clientId: number }) {
  const { t } = useLingui();
  return (
    <div id="team" role="region" aria-label={t({ message: 'Team', context: 'a client team' })} className="scroll-mt-20">
      <Card
        title={t({ message: 'Team', context: 'a client team' })}
        description={t`Invite colleagues, choose what each may do, and remove those who left.`}
      >
        <TeamSection clientId={clientId} level={3} />
      </Card>
    </div>
  );
}
