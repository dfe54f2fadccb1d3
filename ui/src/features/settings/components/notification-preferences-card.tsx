import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Switch } from '@/components/switch';
import { errorMessage } from '@/lib/api-errors';
import { useNotificationPreferences, type PreferenceKey } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { CardQuery } from '@/components/card-query';

// Each line says which mail the switch controls, so nobody has to guess what turning it off stops.
const PREFERENCES: Array<{ key: PreferenceKey; label: MessageDescriptor; description: MessageDescriptor }> = [
  {
    key: 'email_invoices',
    label: msg`Invoice emails`,
    description: msg`An email when a client pays an invoice or one becomes overdue.`,
  },
  {
    key: 'email_new_clients',
    label: msg`New client emails`,
    description: msg`An email when someone registers as a client on the portal.`,
  },
  {
    key: 'email_system_alerts',
    label: msg`System alerts`,
    description: msg`Security and service notices about your account and the portal.`,
  },
  {
    key: 'weekly_reports',
    label: msg`Weekly reports`,
    description: msg`A summary of your agency by email once a week: clients, tasks and payments.`,
  },
  {
    key: 'email_content',
    label: msg`Content approvals, feedback and comments`,
    description: msg`An email when a post awaits your approval, is approved or sent back, or gets a new comment.`,
  },
];

/** The one switch a client has: the others are about the agency's own mail. */
export const CLIENT_PREFERENCES: PreferenceKey[] = ['email_content'];

/** An agency member's: its clients' content, and the notices about its own account; no agency figures. */
export const MEMBER_PREFERENCES: PreferenceKey[] = ['email_content', 'email_system_alerts'];

/** Saved on the server per user, one switch at a time, the moment it is flipped. `keys`: which switches. */
export function NotificationPreferencesCard({ keys }: { keys?: readonly PreferenceKey[] } = {}) {
  const { t } = useLingui();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <Card title={t`Notification preferences`} description={t`Choose which emails you would like to receive.`}>
      <CardQuery query={preferences} failed={t`Could not load your notification preferences.`}>
        {(data) => (
          <>
            <div className="divide-y divide-slate-100">
              {PREFERENCES.filter(({ key }) => !keys || keys.includes(key)).map(({ key, label, description }) => (
                <Switch
                  key={key}
                  label={t(label)}
                  description={t(description)}
                  checked={data[key]}
                  // One save at a time: a second flip while one is in flight could be undone by its answer.
                  disabled={update.isPending}
                  onChange={(checked) => update.mutate({ [key]: checked })}
                />
              ))}
            </div>
            {update.isError && (
              <Alert tone="error" className="mt-3">
                {errorMessage(update.error, t`Could not save that change. The switch is back where it was.`)}
              </Alert>
            )}
          </>
        )}
      </CardQuery>
    </Card>
  );
}
