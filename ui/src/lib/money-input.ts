import { plural, t } from '@lingui/core/macro';
import { getMoney } from './currency';
import { formatCents, minorPerMajor } from './money';

// Amounts as forms read and write them, in the agency's currency: its exponent decides how many decimals an
// amount may have (none for JPY, three for BHD) and how minor units go back to the major units the API takes.

/** The largest amount a form accepts: a hundred million in major units, far above any invoice. */
export function amountMaxCents(exponent: number = getMoney().exponent): number {
  return 100_000_000 * minorPerMajor(exponent);
}

/** The USD limit, kept for the screens and tests written before other currencies. */
export const AMOUNT_MAX_CENTS = amountMaxCents(2);

export type AmountResult = { cents: number } | { error: string };

/** "Use at most two decimals (cents)" for dollars, as before; other currencies are named. */
function decimalsMessage(currency: string, exponent: number): string {
  if (currency === 'USD') return t`Use at most two decimals (cents)`;
  if (exponent === 0) return t`${currency} amounts have no decimals: enter a whole number`;
  return plural(exponent, {
    one: `Use at most # decimal for ${currency}`,
    other: `Use at most # decimals for ${currency}`,
  });
}

function exampleMessage(currency: string, exponent: number): string {
  if (currency === 'USD') return t`Enter an amount in dollars, such as 250.00`;
  const example = exponent === 0 ? '250' : `250.${'0'.repeat(exponent)}`;
  return t`Enter an amount in ${currency}, such as ${example}`;
}

/**
 * '250', '250.5', '250.50' -> minor units. A number input hands over what the person typed (or '' when the
 * browser cannot read it), so this is the one place an amount is judged: more than 0, at most as many
 * decimals as the currency has (none for JPY, three for BHD).
 */
export function parseAmount(text: string): AmountResult {
  const { currency, exponent } = getMoney();
  const value = text.trim();
  if (!value) return { error: t`Amount is required` };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (!match[1] && !match[2])) return { error: exampleMessage(currency, exponent) };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > exponent) return { error: decimalsMessage(currency, exponent) };
  const cents = Number(whole || '0') * minorPerMajor(exponent) + Number(fraction.padEnd(exponent, '0') || '0');
  if (cents <= 0) return { error: t`Amount must be more than 0` };
  const max = amountMaxCents(exponent);
  const most = formatCents(max);
  if (cents > max) return { error: t`Amount must be at most ${most}` };
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
