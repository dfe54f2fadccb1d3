import { useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { CardQuery } from '@/components/card-query';
import { Select } from '@/components/input';
import { errorMessage } from '@/lib/api-errors';
import { isLocale, LOCALE_NAMES, type Locale } from '@/lib/i18n';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useLanguages } from '../api/get-languages';
import { useUpdateDefaultLanguage } from '../api/update-default-language';
import { LanguageOptions } from '@/components/language-options';

/**
 * Owners: the agency's default language, what is read until someone chooses: the public site by a visitor
 * whose browser speaks none of the offered languages, the portal, mails and PDFs of a user who has not
 * chosen. Saved the moment it changes.
 */
export function DefaultLanguageCard() {
  const { t } = useLingui();
  const languages = useLanguages();
  const update = useUpdateDefaultLanguage();
  const saved = useTimedMessage();

  function save(language: Locale) {
    saved.clear();
    update.mutate(language, {
      onSuccess: (answer) => {
        const name = LOCALE_NAMES[answer.default_language];
        saved.show(t`The default language is now ${name}.`);
      },
    });
  }

  return (
    <Card
      title={t`Agency default language`}
      description={t`What people read until they choose a language: visitors whose browser speaks none of the offered languages, and the portal, emails and PDFs of users who have not chosen one.`}
    >
      <CardQuery query={languages} failed={t`Could not load the languages.`} compact>
        {(data) => {
          const choices = data.offered.includes(data.default_language)
            ? data.offered
            : [data.default_language, ...data.offered];
          return (
            <div className="space-y-4">
              <div className="max-w-xs">
                <Select
                  label={t`Default language`}
                  value={data.default_language}
                  disabled={update.isPending}
                  onChange={(event) => {
                    if (isLocale(event.target.value)) save(event.target.value);
                  }}
                >
                  <LanguageOptions codes={choices} />
                </Select>
              </div>
              {saved.message && <Alert tone="success">{saved.message}</Alert>}
              {update.isError && (
                <Alert tone="error">
                  {errorMessage(update.error, t`The default language could not be saved. Try again.`)}
                </Alert>
              )}
            </div>
          );
        }}
      </CardQuery>
    </Card>
  );
}
