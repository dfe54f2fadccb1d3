import { t } from '@lingui/core/macro';
import { intlLocale } from './i18n';
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
  const text = rounded.toLocaleString(intlLocale(), { minimumFractionDigits: 0, maximumFractionDigits: digits });
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
  const shown = signed(points, digits);
  return { text: t`${shown} pts ${against}`, tone: tone(Number(points.toFixed(digits))) };
}

/**
 * The rule for percentages on a small base: '+1114%' from 1 to 12 says nothing a buyer can trust. A percentage
 * is shown only when the earlier figure was at least SMALL_BASE and the change is within MAX_SHOWN_PCT either
 * way; otherwise the change is shown as a count ('+11'), and a figure that was 0 before is called new.
 */
export const SMALL_BASE = 10;
export const MAX_SHOWN_PCT = 500;

/** Whether a percent change of `pct` from `before` is worth showing as a percentage (the rule above). */
export function percentMakesSense(before: number, pct: number): boolean {
  return before >= SMALL_BASE && Math.abs(pct) <= MAX_SHOWN_PCT;
}

/** What a count is of, for '+4 clients'. */
export interface Unit {
  one: string;
  many: string;
}

function unitText(count: number, unit: Unit | undefined): string {
  if (!unit) return '';
  return ` ${Math.abs(count) === 1 ? unit.one : unit.many}`;
}

/**
 * A figure against the one before it, worded by the rule above: 'New: +5 clients since …' when there were none,
 * '+4 clients since …' on a small base or a huge jump, else '+12.4% vs …'. Null when there is nothing to
 * compare (no earlier figure, or none then and none now).
 */
export function versusTrend(
  now: number,
  before: number | null | undefined,
  against: string,
  unit?: Unit,
): Trend | null {
  if (!usable(before) || !usable(now)) return null;
  const change = Math.round(now - before);
  if (before <= 0) {
    if (now <= 0) return null;
    const count = `${signedCount(change)}${unitText(change, unit)}`;
    return { text: t`New: ${count} ${against}`, tone: 'up' };
  }
  const pct = ((now - before) / before) * 100;
  if (!percentMakesSense(before, pct)) {
    return { text: `${signedCount(change)}${unitText(change, unit)} ${against}`, tone: tone(change) };
  }
  return percentTrend(pct, against);
}

/**
 * The same from the server's percentage alone: the earlier figure is worked back from it. `nullIsNone` says
 * the server answers null when the earlier figure was 0 (as it does for reach), so a null is 'new' then.
 */
export function percentVersusTrend(
  now: number,
  pct: number | null | undefined,
  against: string,
  { nullIsNone = false }: { nullIsNone?: boolean } = {},
): Trend | null {
  if (!usable(pct)) return nullIsNone ? versusTrend(now, 0, against) : null;
  // From −100% nothing is left to work back from: the percentage is all there is.
  if (pct <= -100) return percentTrend(pct, against);
  return versusTrend(now, now / (1 + pct / 100), against);
}

/**
 * A gain with the rate it makes: '+320 (+2.1%) in 30 days'; the rate left out when unknown, and by the rule
 * above when it was made on a small base.
 */
export function gainTrend(
  change: number | null | undefined,
  ratePct: number | null | undefined,
  against: string,
): Trend | null {
  const count = countTrend(change, against);
  if (!count || !usable(change)) return null;
  const base = usable(ratePct) && ratePct !== 0 ? change / (ratePct / 100) : null;
  const shown = usable(ratePct) && (base === null || percentMakesSense(base, ratePct));
  const rate = shown ? ` (${growthText(ratePct)})` : '';
  return { text: `${signedCount(change)}${rate} ${against}`, tone: count.tone };
}

/** A growth rate as a figure: 2.1 -> '+2.1%'; null (no earlier month to compare) -> '—'. */
export function growthText(rate: number | null | undefined): string {
  return usable(rate) ? `${signed(rate, 1)}%` : '—';
}
