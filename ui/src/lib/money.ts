// Money in the billing API comes as dollars and as exact integer cents; everything here works on the cents,
// so sums and comparisons never meet 0.1 + 0.2 style rounding.

const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 25050 -> "$250.50", 25000 -> "$250.00": the table and dialogs always show the cents. */
export function formatCents(cents: number | null | undefined): string {
  return usdCents.format(Number.isSafeInteger(cents) ? (cents as number) / 100 : 0);
}

/** 150000 -> "$1,500", 125050 -> "$1,250.50": the cards' whole dollars, with the cents wherever there are any. */
export function formatMoney(cents: number | null | undefined): string {
  const value = Number.isSafeInteger(cents) ? (cents as number) : 0;
  return value % 100 === 0 ? formatCents(value).slice(0, -3) : formatCents(value);
}

/** The largest amount the form accepts: well inside exact integer cents, and far above any invoice. */
export const AMOUNT_MAX_CENTS = 100_000_000_00;

export type AmountResult = { cents: number } | { error: string };

/**
 * '250', '250.5', '250.50' -> cents. A number input hands over what the person typed (or '' when the browser
 * cannot read it), so this is the one place an amount is judged: more than 0, at most two decimals.
 */
export function parseAmount(text: string): AmountResult {
  const value = text.trim();
  if (!value) return { error: 'Amount is required' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (!match[1] && !match[2])) return { error: 'Enter an amount in dollars, such as 250.00' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { error: 'Use at most two decimals (cents)' };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) return { error: 'Amount must be more than 0' };
  if (cents > AMOUNT_MAX_CENTS) return { error: `Amount must be at most ${formatCents(AMOUNT_MAX_CENTS)}` };
  return { cents };
}

/** Cents to the dollars the API takes: 1234 -> 12.34, which JSON writes as exactly "12.34". */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Cents as the text of an amount input: 25000 -> "250.00". */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
