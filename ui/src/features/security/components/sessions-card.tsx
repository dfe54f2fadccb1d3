import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Monitor } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CardQuery } from '@/components/card-query';
import { DeleteDialog } from '@/components/delete-dialog';
import { errorMessage } from '@/lib/api-errors';
import { formatRelativeTime } from '@/lib/format';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useEndSession } from '../api/end-session';
import { useSessions, type SessionView } from '../api/get-sessions';
import { useSignOutOthers } from '../api/sign-out-others';
import { SIGNED_IN_WITH } from '../security-text';

function where(session: SessionView): string {
  return session.place ? `${session.place} (${session.address})` : session.address;
}

/** Where the account is signed in: this browser marked, each other one signed out alone or all at once. */
export function SessionsCard() {
  const { t } = useLingui();
  const sessions = useSessions();
  const end = useEndSession();
  const others = useSignOutOthers();
  const done = useTimedMessage();
  const [ending, setEnding] = useState<SessionView | null>(null);
  const [endingAll, setEndingAll] = useState(false);
  // This browser first; the others as the server orders them, the most recently used first.
  const list = [...(sessions.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const otherCount = list.filter((session) => !session.current).length;
  return (
    <Card
      as="h3"
      title={t`Where you’re signed in`}
      description={t`Sign out a browser you no longer use or do not recognise.`}
      actions={
        otherCount > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<LogOut className="size-4" aria-hidden="true" />}
            onClick={() => setEndingAll(true)}
          >
            <Trans>Sign out all other sessions</Trans>
          </Button>
        ) : undefined
      }
    >
      <CardQuery query={sessions} failed={t`Could not load where you are signed in.`}>
        {() => (
          <div className="space-y-3">
            {done.message && <Alert tone="success">{done.message}</Alert>}
            <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" aria-label={t`Sessions`}>
              {list.map((session) => (
                <li
                  key={session.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
                  data-testid="session-row"
                  data-current={session.current || undefined}
                >
                  <div className="flex min-w-0 items-start gap-3">
                    <Monitor className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                        <bdi>{session.device}</bdi>
                        {session.current && (
                          <Badge tone="success">
                            <Trans>This browser</Trans>
                          </Badge>
                        )}
                      </p>
                      <p className="text-xs text-slate-500 wrap-anywhere">
                        {where(session)} · {t(SIGNED_IN_WITH[session.signed_in_with])}
                      </p>
                      <p className="text-xs text-slate-500">
                        {session.current
                          ? t`Active now`
                          : t`Last active ${formatRelativeTime(session.last_used_at).toLowerCase()}`}
                        {' · '}
                        <Trans>signed in {formatRelativeTime(session.created_at).toLowerCase()}</Trans>
                      </p>
                    </div>
                  </div>
                  {!session.current && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Sign out ${session.device}, ${where(session)}`}
                      onClick={() => setEnding(session)}
                    >
                      <Trans context="another session">Sign out</Trans>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {otherCount === 0 && (
              <p className="text-sm text-slate-500">
                <Trans>You are signed in only here.</Trans>
              </p>
            )}
          </div>
        )}
      </CardQuery>
      <DeleteDialog
        open={ending !== null}
        title={t`Sign out this session`}
        message={ending ? t`${ending.device} at ${where(ending)} will be signed out at once.` : ''}
        confirmLabel={t({ message: 'Sign out', context: 'another session' })}
        onDelete={() => end.mutateAsync(ending!.id)}
        pending={end.isPending}
        failed={t`Could not sign that session out.`}
        thing={t({ message: 'session', comment: 'The thing a dialog names, as in "this session"' })}
        onClose={() => setEnding(null)}
        onDeleted={() => done.show(t`That session was signed out.`)}
      />
      <DeleteDialog
        open={endingAll}
        title={t`Sign out all other sessions`}
        message={t`Every browser and device but this one will be signed out at once.`}
        confirmLabel={t`Sign out others`}
        onDelete={async () => {
          const { ended } = await others.mutateAsync();
          done.show(
            t`${plural(ended, { one: 'One other session was signed out.', other: '# other sessions were signed out.' })}`,
          );
        }}
        pending={others.isPending}
        failed={t`Could not sign the other sessions out.`}
        thing={t({ message: 'session', comment: 'The thing a dialog names, as in "this session"' })}
        onClose={() => setEndingAll(false)}
      />
      {others.isError && !endingAll && (
        <Alert tone="error">{errorMessage(others.error, t`Could not sign the other sessions out.`)}</Alert>
      )}
    </Card>
  );
}
