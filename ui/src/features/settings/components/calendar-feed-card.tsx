import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CopyButton } from '@/components/copy-button';
import { errorMessage } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import { isAdmin } from '@/lib/types';
import { useCurrentUser } from '@/lib/session';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { CardQuery } from '@/components/card-query';

/**
 * The content plan as a calendar subscription. The address opens the plan without signing in, so it is shown
 * once, when made (only its hash is kept); a new one replaces it, and turning the feed off ends it at once.
 */
export function CalendarFeedCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [confirmReplace, setConfirmReplace] = useState(false);
  const address = create.data?.url;
  const busy = create.isPending || remove.isPending;

  const make = () => {
    setConfirmReplace(false);
    remove.reset();
    create.mutate();
  };
  const turnOff = () => {
    create.reset();
    remove.mutate();
  };

  return (
    <Card
      title={t`Calendar feed`}
      description={
        isAdmin(user)
          ? t`See every client's posts in Google Calendar, Outlook or Apple Calendar: subscribe to the feed's address, and the calendar follows the content plan as it changes.`
          : t`See your posts in Google Calendar, Outlook or Apple Calendar: subscribe to the feed's address, and the calendar follows the content plan as it changes.`
      }
    >
      <CardQuery query={feed} failed={t`Could not load the calendar feed.`}>
        {(data) => (
          <div className="space-y-4" data-testid="calendar-feed">
            {address && (
              <div className="space-y-2">
                <label htmlFor="calendar-feed-address" className="text-sm font-medium text-slate-700">
                  <Trans>Your feed's address</Trans>
                </label>
                <div className="flex items-center gap-2">
                  <input
                    id="calendar-feed-address"
                    readOnly
                    value={address}
                    onFocus={(event) => event.currentTarget.select()}
                    className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-800"
                  />
                  <CopyButton value={address} label={t`the feed's address`} />
                </div>
                <p className="text-sm text-slate-600">
                  <Trans>
                    Copy it now: it is shown only this once. Anyone with the address can see the plan, so share it only
                    with people who may.
                  </Trans>
                </p>
              </div>
            )}
            {data.active && !address && (
              <p className="text-sm text-slate-600" data-testid="calendar-feed-state">
                <Trans>The feed has been on since {formatDate(data.created_at ?? '')}.</Trans>{' '}
                {data.last_used_at
                  ? t`A calendar app last read it on ${formatDate(data.last_used_at)}.`
                  : t`No calendar app has read it yet.`}{' '}
                <Trans>Its address was shown when it was made; make a new one if you need it again.</Trans>
              </p>
            )}
            {confirmReplace && (
              <Alert tone="info">
                <Trans>A new address stops the current one at once: calendars subscribed to it stop updating.</Trans>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" onClick={make} loading={create.isPending}>
                    <Trans>Make a new address</Trans>
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setConfirmReplace(false)}>
                    <Trans>Keep the current one</Trans>
                  </Button>
                </div>
              </Alert>
            )}
            <div className="flex flex-wrap gap-2">
              {!data.active ? (
                <Button onClick={make} loading={create.isPending} disabled={busy}>
                  <CalendarPlus className="size-4" aria-hidden="true" />
                  <Trans>Create a calendar feed</Trans>
                </Button>
              ) : (
                !confirmReplace && (
                  <>
                    <Button variant="secondary" onClick={() => setConfirmReplace(true)} disabled={busy}>
                      <Trans>New address</Trans>
                    </Button>
                    <Button variant="secondary" onClick={turnOff} loading={remove.isPending} disabled={busy}>
                      <Trans>Turn off</Trans>
                    </Button>
                  </>
                )
              )}
            </div>
            {(create.isError || remove.isError) && (
              <Alert tone="error">
                {errorMessage(create.error ?? remove.error, t`Could not change the calendar feed. Please try again.`)}
              </Alert>
            )}
          </div>
        )}
      </CardQuery>
    </Card>
  );
}
