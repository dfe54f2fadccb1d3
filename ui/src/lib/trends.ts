// Trend wording shared by the client overview and the performance screens. Every trend comes from a change
// the server computed (none is fixed text, as the spec's '+12.5%'-style placeholders were), and a null change
// means there was nothing to compare: no trend is shown then, rather than a made-up zero.

export type TrendTone = 'up' | 'down' | 'flat';
export interface Trend {
  text: string;
  tone: TrendTone;
}

// A true minus sign: a hyphen reads as a dash next to the '+' of a rise.
const MINUS = '\u2212';

function usable(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && Number.isFinite(value);
}

function tone(shown: number): TrendTone {
  return shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
}

// The sign goes by the value as shown: -0.04 with one decimal is '0', neither a rise nor a fall.
function signed(value: number, digits: number): string {
  const rounded = Number(Math.abs(value).toFixed(digits));
  if (rounded === 0) return '0';
  const text = rounded.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits });
  return `${value > 0 ? '+' : MINUS}${text}`;
}

/** A signed whole number: 320 -> '+320', -1500 -> '−1,500', 0 -> '0'. */
export function signedCount(value: number): string {
  return signed(Math.round(value), 0);
}

/** A change in a count with what it compares to: 320 -> '+320 in 30 days'. */
export function countTrend(change: number | null | undefined, against: string): Trend | null {
  if (!usable(change)) return null;
  const rounded = Math.round(change);
  return { text: `${signed(rounded, 0)} ${against}`, tone: tone(rounded) };
}

/** A percent change (12.4 is +12.4%) with what it compares to. */
export function percentTrend(pct: number | null | undefined, against: string): Trend | null {
  if (!usable(pct)) return null;
  return { text: `${signed(pct, 1)}% ${against}`, tone: tone(Number(pct.toFixed(1))) };
}

/** A change of a rate kept as a fraction, in percentage points: 0.003 -> '+0.3 pts'. */
export function pointsTrend(change: number | null | undefined, against: string): Trend | null {
  if (!usable(change)) return null;
  const points = change * 100;
  // Engagement moves slowly: 0.04 points would read '0 pts' with one decimal.
  const digits = Math.abs(points) < 0.1 ? 2 : 1;
  return { text: `${signed(points, digits)} pts ${against}`, tone: tone(Number(points.toFixed(digits))) };
}

/** A gain with the rate it makes: '+320 (+2.1%) in 30 days'; the rate left out when unknown. */
export function gainTrend(
  change: number | null | undefined,
  ratePct: number | null | undefined,
  against: string,
): Trend | null {
  const count = countTrend(change, against);
  if (!count || !usable(change)) return null;
  const rate = usable(ratePct) ? ` (${growthText(ratePct)})` : '';
  return { text: `${signedCount(change)}${rate} ${against}`, tone: count.tone };
}

/** A growth rate as a figure: 2.1 -> '+2.1%'; null (no earlier month to compare) -> '—'. */
export function growthText(rate: number | null | undefined): string {
  return usable(rate) ? `${signed(rate, 1)}%` : '—';
}
