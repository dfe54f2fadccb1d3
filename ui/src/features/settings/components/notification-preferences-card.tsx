import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Switch } from '@/components/switch';
import { errorMessage } from '@/lib/api-errors';
import { useNotificationPreferences, type PreferenceKey } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { CardQuery } from '@/components/card-query';

// Each line says which mail the switch controls, so nobody has to guess what turning it off stops.
const PREFERENCES: Array<{ key: PreferenceKey; label: string; description: string }> = [
  {
    key: 'email_invoices',
    label: 'Invoice emails',
    description: 'An email when a client pays an invoice or one becomes overdue.',
  },
  {
    key: 'email_new_clients',
    label: 'New client emails',
    description: 'An email when someone registers as a client on the portal.',
  },
  {
    key: 'email_system_alerts',
    label: 'System alerts',
    description: 'Security and service notices about your account and the portal.',
  },
  {
    key: 'weekly_reports',
    label: 'Weekly reports',
    description: 'A summary of your agency by email once a week: clients, tasks and payments.',
  },
  {
    key: 'email_content',
    label: 'Content approvals, feedback and comments',
    description: 'An email when a post awaits your approval, is approved or sent back, or gets a new comment.',
  },
];

/** The one switch a client has: the others are about the agency's own mail. */
export const CLIENT_PREFERENCES: PreferenceKey[] = ['email_content'];

/** An agency member's: its clients' content, and the notices about its own account; no agency figures. */
export const MEMBER_PREFERENCES: PreferenceKey[] = ['email_content', 'email_system_alerts'];

/** Saved on the server per user, one switch at a time, the moment it is flipped. `keys`: which switches. */
export function NotificationPreferencesCard({ keys }: { keys?: readonly PreferenceKey[] } = {}) {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <Card title="Notification preferences" description="Choose which emails you would like to receive.">
      <CardQuery query={preferences} failed="Could not load your notification preferences.">
        {(data) => (
          <>
            <div className="divide-y divide-slate-100">
              {PREFERENCES.filter(({ key }) => !keys || keys.includes(key)).map(({ key, label, description }) => (
                <Switch
                  key={key}
                  label={label}
                  description={description}
                  checked={data[key]}
                  // One save at a time: a second flip while one is in flight could be undone by its answer.
                  disabled={update.isPending}
                  onChange={(checked) => update.mutate({ [key]: checked })}
                />
              ))}
            </div>
            {update.isError && (
              <Alert tone="error" className="mt-3">
                {errorMessage(update.error, 'Could not save that change. The switch is back where it was.')}
              </Alert>
            )}
          </>
        )}
      </CardQuery>
    </Card>
  );
}
