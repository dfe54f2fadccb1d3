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
  const user = useCurrentUser();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [confirmReplace, setConfirmReplace] = useState(false);
  const address = create.data?.url;
  const busy = create.isPending || remove.isPending;
  const whose = isAdmin(user) ? "every client's posts" : 'your posts';

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
      title="Calendar feed"
      description={`See ${whose} in Google Calendar, Outlook or Apple Calendar: subscribe to the feed's address, and the calendar follows the content plan as it changes.`}
    >
      <CardQuery query={feed} failed="Could not load the calendar feed.">
        {(data) => (
          <div className="space-y-4" data-testid="calendar-feed">
            {address && (
              <div className="space-y-2">
                <label htmlFor="calendar-feed-address" className="text-sm font-medium text-slate-700">
                  Your feed's address
                </label>
                <div className="flex items-center gap-2">
                  <input
                    id="calendar-feed-address"
                    readOnly
                    value={address}
                    onFocus={(event) => event.currentTarget.select()}
                    className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-800"
                  />
                  <CopyButton value={address} label="the feed's address" />
                </div>
                <p className="text-sm text-slate-600">
                  Copy it now: it is shown only this once. Anyone with the address can see the plan, so share it only
                  with people who may.
                </p>
              </div>
            )}
            {data.active && !address && (
              <p className="text-sm text-slate-600" data-testid="calendar-feed-state">
                The feed has been on since {formatDate(data.created_at ?? '')}.{' '}
                {data.last_used_at
                  ? `A calendar app last read it on ${formatDate(data.last_used_at)}.`
                  : 'No calendar app has read it yet.'}{' '}
                Its address was shown when it was made; make a new one if you need it again.
              </p>
            )}
            {confirmReplace && (
              <Alert tone="info">
                A new address stops the current one at once: calendars subscribed to it stop updating.
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" onClick={make} loading={create.isPending}>
                    Make a new address
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setConfirmReplace(false)}>
                    Keep the current one
                  </Button>
                </div>
              </Alert>
            )}
            <div className="flex flex-wrap gap-2">
              {!data.active ? (
                <Button onClick={make} loading={create.isPending} disabled={busy}>
                  <CalendarPlus className="size-4" aria-hidden="true" />
                  Create a calendar feed
                </Button>
              ) : (
                !confirmReplace && (
                  <>
                    <Button variant="secondary" onClick={() => setConfirmReplace(true)} disabled={busy}>
                      New address
                    </Button>
                    <Button variant="secondary" onClick={turnOff} loading={remove.isPending} disabled={busy}>
                      Turn off
                    </Button>
                  </>
                )
              )}
            </div>
            {(create.isError || remove.isError) && (
              <Alert tone="error">
                {errorMessage(create.error ?? remove.error, 'Could not change the calendar feed. Please try again.')}
              </Alert>
            )}
          </div>
        )}
      </CardQuery>
    </Card>
  );
}
