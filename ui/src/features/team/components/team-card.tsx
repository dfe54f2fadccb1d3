import { Card } from '@/components/card';
import { TeamSection } from './team-section';

/** Settings › Team, the client owner's: who else works in the portal for the client, and with which seat. */
export function TeamCard({ clientId }: { clientId: number }) {
  return (
    <div id="team" role="region" aria-label="Team" className="scroll-mt-20">
      <Card title="Team" description="Invite colleagues, choose what each may do, and remove those who left.">
        <TeamSection clientId={clientId} level={3} />
      </Card>
    </div>
  );
}
