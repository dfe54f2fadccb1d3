import { getMoney, moneyLocale } from './currency';

// Money in the billing API comes as major units and as exact integer minor units (`*_cents`, whatever the
// currency: a JPY "cent" is one yen, a BHD one is a fils, 1/1000 dinar); everything here works on the minor
// units, so sums and comparisons never meet 0.1 + 0.2 style rounding. The currency and its exponent are the
// agency's (lib/currency.ts), read at each call, so a change in Settings shows on the next render.

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

/** The largest amount a form accepts: a hundred million in major units, far above any invoice. */
export function amountMaxCents(exponent: number = getMoney().exponent): number {
  return 100_000_000 * minorPerMajor(exponent);
}

/** The USD limit, kept for the screens and tests written before other currencies. */
export const AMOUNT_MAX_CENTS = amountMaxCents(2);

export type AmountResult = { cents: number } | { error: string };

/** "Use at most two decimals (cents)" for dollars, as before; other currencies are named. */
function decimalsMessage(currency: string, exponent: number): string {
  if (currency === 'USD') return 'Use at most two decimals (cents)';
  if (exponent === 0) return `${currency} amounts have no decimals: enter a whole number`;
  return `Use at most ${exponent} decimal${exponent === 1 ? '' : 's'} for ${currency}`;
}

function exampleMessage(currency: string, exponent: number): string {
  if (currency === 'USD') return 'Enter an amount in dollars, such as 250.00';
  const example = exponent === 0 ? '250' : `250.${'0'.repeat(exponent)}`;
  return `Enter an amount in ${currency}, such as ${example}`;
}

/**
 * '250', '250.5', '250.50' -> minor units. A number input hands over what the person typed (or '' when the
 * browser cannot read it), so this is the one place an amount is judged: more than 0, at most as many
 * decimals as the currency has (none for JPY, three for BHD).
 */
export function parseAmount(text: string): AmountResult {
  const { currency, exponent } = getMoney();
  const value = text.trim();
  if (!value) return { error: 'Amount is required' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (!match[1] && !match[2])) return { error: exampleMessage(currency, exponent) };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > exponent) return { error: decimalsMessage(currency, exponent) };
  const cents = Number(whole || '0') * minorPerMajor(exponent) + Number(fraction.padEnd(exponent, '0') || '0');
  if (cents <= 0) return { error: 'Amount must be more than 0' };
  const max = amountMaxCents(exponent);
  if (cents > max) return { error: `Amount must be at most ${formatCents(max)}` };
  return { cents };
}

/**
 * Minor units to the major units the API takes: 1234 -> 12.34 (EUR), 1234 -> 1234 (JPY), 1234 -> 1.234 (BHD);
 * JSON writes each as exactly that decimal.
 */
export function centsToDollars(cents: number): number {
  return cents / minorPerMajor();
}

/** Minor units as the text of an amount input: 25000 -> "250.00" (EUR), "25000" (JPY). */
export function centsToInput(cents: number): string {
  const { exponent } = getMoney();
  return (cents / minorPerMajor(exponent)).toFixed(exponent);
}

/** The step of an amount input: "0.01" for cents, "1" for JPY, "0.001" for BHD. */
export function amountStep(exponent: number = getMoney().exponent): string {
  return exponent === 0 ? '1' : `0.${'0'.repeat(exponent - 1)}1`;
}

/** "0.00" / "0" / "0.000": an amount input's placeholder. */
export function amountPlaceholder(exponent: number = getMoney().exponent): string {
  return exponent === 0 ? '0' : `0.${'0'.repeat(exponent)}`;
}

/** "Amount (EUR)": the label of an amount input names the currency it takes. */
export function withCurrency(label: string): string {
  return `${label} (${getMoney().currency})`;
}

/** A chart axis's short amount: 150000 -> "$1.5K", "€1.5K" (the locale's compact notation, one decimal at most). */
export function formatCompactMoney(cents: number | null | undefined): string {
  const { currency, exponent } = getMoney();
  return new Intl.NumberFormat(moneyLocale(currency), {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(safe(cents) / minorPerMajor(exponent));
}

/** "US dollars" (the spec's words, kept for USD), else the currency's English name with its code: "Euro (EUR)". */
export function currencyWords(currency: string = getMoney().currency): string {
  if (currency === 'USD') return 'US dollars';
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'currency' }).of(currency);
    return name && name !== currency ? `${name} (${currency})` : currency;
  } catch {
    return currency;
  }
}
