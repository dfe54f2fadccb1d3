import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Select } from '@/components/input';
import { ApiError } from '@/lib/api';
import { activateLocale, browserTimeZone, currentLocale, OFFERED, timeZones, type Locale } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { LanguageOptions } from '@/components/language-options';

/**
 * The reader's language and time zone, stored on their profile: the portal, the mails and the PDFs follow
 * the language; every date and time on screen is shown in the time zone.
 */
export function LanguageCard() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const zones = useMemo(() => timeZones(), []);
  const zone = user.time_zone ?? browserTimeZone();

  async function save(changes: { language?: Locale; time_zone?: string }) {
    setError(null);
    try {
      await update.mutateAsync({ ...changes, version: user.version });
      if (changes.language) await activateLocale(changes.language, true);
    } catch (e) {
      setError(
        e instanceof ApiError && e.serverMessage ? e.serverMessage : t`Your choice could not be saved. Try again.`,
      );
    }
  }

  const locale = (i18n.locale as Locale) || currentLocale();
  return (
    <Card
      title={t`Language and time zone`}
      description={t`The portal, your emails and your PDFs are in this language; dates and times are shown in this time zone.`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label={t`Language`}
          value={OFFERED.includes(locale) ? locale : 'en'}
          disabled={update.isPending}
          onChange={(e) => void save({ language: e.target.value as Locale })}
        >
          <LanguageOptions codes={OFFERED} />
        </Select>
        <Select
          label={t`Time zone`}
          value={zone}
          disabled={update.isPending}
          onChange={(e) => void save({ time_zone: e.target.value })}
        >
          {(zones.includes(zone) ? zones : [zone, ...zones]).map((name) => (
            <option key={name} value={name}>
              {name.replaceAll('_', ' ')}
            </option>
          ))}
        </Select>
      </div>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </Card>
  );
}
