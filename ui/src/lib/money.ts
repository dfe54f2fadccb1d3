import { getMoney } from './currency';
import { currentLocale, intlLocale } from './i18n';

// Money in the billing API comes as major units and as exact integer minor units (`*_cents`, whatever the
// currency: a JPY "cent" is one yen, a BHD one is a fils, 1/1000 dinar); everything here works on the minor
// units, so sums and comparisons never meet 0.1 + 0.2 style rounding. The currency and its exponent are the
// agency's (lib/currency.ts), read at each call, so a change in Settings shows on the next render. Only the
// formatting is here, as every public page shows prices; reading amounts (money-input.ts) and the rarer words
// (money-words.ts) stay out of the first load.

/**
 * A reader who chose another language than English reads amounts in its shape ("1.500,00 €", "1.500 $" in
 * German), whatever the currency. For an English reader the browser's locale shapes the digits, but USD keeps
 * en-US: the spec's screens and the tests read "$1,500" whatever the machine's language is.
 */
export function moneyLocale(currency: string = getMoney().currency, language?: string): string {
  const reader = currentLocale();
  if (reader !== 'en') return intlLocale(reader);
  if (currency === 'USD') return 'en-US';
  const wanted = language ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
  if (!wanted) return 'en-US';
  try {
    return Intl.NumberFormat.supportedLocalesOf([wanted]).length > 0 ? wanted : 'en-US';
  } catch {
    return 'en-US';
  }
}

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale, currency and digits: building one is slow, and tables format hundreds. */
function numberFormat(currency: string, locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** Minor units per major unit: 100 for USD and EUR, 1 for JPY, 1000 for BHD. */
export function minorPerMajor(exponent: number = getMoney().exponent): number {
  return 10 ** exponent;
}

function safe(cents: number | null | undefined): number {
  return Number.isSafeInteger(cents) ? (cents as number) : 0;
}

/** 25050 -> "$250.50", 25000 -> "$250.00": the table and dialogs always show the minor units (none for JPY). */
export function formatCents(cents: number | null | undefined): string {
  // An invoice names its currency too, but it is always the agency's: the currency cannot change once
  // invoices exist, so the agency's exponent is the invoice's.
  const { currency, exponent } = getMoney();
  return numberFormat(currency, moneyLocale(currency), exponent).format(safe(cents) / minorPerMajor(exponent));
}

/** 150000 -> "$1,500", 125050 -> "$1,250.50": the cards' whole amounts, with the cents wherever there are any. */
export function formatMoney(cents: number | null | undefined): string {
  const { currency, exponent } = getMoney();
  const value = safe(cents);
  const per = minorPerMajor(exponent);
  const digits = value % per === 0 ? 0 : exponent;
  return numberFormat(currency, moneyLocale(currency), digits).format(value / per);
}
