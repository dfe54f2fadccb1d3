import { LOCALE_NAMES, type Locale } from '@/lib/i18n';

/** Languages as a select's options, each named in itself (Deutsch, Shqip) and marked as written in it. */
export function LanguageOptions({ codes }: { codes: readonly Locale[] }) {
  return codes.map((code) => (
    <option key={code} value={code} lang={code}>
      {LOCALE_NAMES[code]}
    </option>
  ));
}
