import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

/**
 * Monthly fees added by clients who became active in the last 30 days, e.g. '+$3,000 from new clients'
 * (replaces the spec's fixed '+12%' with the real change, in money rather than a percentage of a small base).
 * Nothing when no client started.
 */
export function revenueTrend(added: number, format: (n: number) => string): string | null {
  if (added <= 0) return null;
  const amount = format(added);
  return i18n._(msg`+${amount} from new clients`);
}

/** '+3 this week' from the server's count (replaces the spec's fixed '+3 this week'). */
export function activeClientsTrend(added: number): string | null {
  return added > 0 ? i18n._(msg`+${added} this week`) : null;
}
