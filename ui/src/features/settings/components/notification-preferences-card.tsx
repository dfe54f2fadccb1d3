import { useState } from 'react';
import { Card } from '@/components/card';
import { Switch } from '@/components/switch';

const PREFERENCES = [
  { key: 'email_invoices', label: 'Invoice emails', description: 'When an invoice is paid or becomes overdue.' },
  { key: 'email_new_clients', label: 'New client emails', description: 'When a new client registers.' },
  { key: 'email_system_alerts', label: 'System alerts', description: 'Security and service notices.' },
  { key: 'weekly_reports', label: 'Weekly reports', description: 'A summary of your agency every Monday.' },
] as const;

type PreferenceKey = (typeof PREFERENCES)[number]['key'];

/** Local only, all on by default, nothing saved (spec 000 section 2). */
export function NotificationPreferencesCard() {
  const [values, setValues] = useState<Record<PreferenceKey, boolean>>({
    email_invoices: true,
    email_new_clients: true,
    email_system_alerts: true,
    weekly_reports: true,
  });
  return (
    <Card title="Notification preferences" description="Choose which emails you would like to receive.">
      <div className="divide-y divide-slate-100">
        {PREFERENCES.map(({ key, label, description }) => (
          <Switch
            key={key}
            label={label}
            description={description}
            checked={values[key]}
            onChange={(checked) => setValues((current) => ({ ...current, [key]: checked }))}
          />
        ))}
      </div>
    </Card>
  );
}
