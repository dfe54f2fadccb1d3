/**
 * Monthly fees added by clients who became active in the last 30 days, e.g. '+$3,000 from new clients'
 * (replaces the spec's fixed '+12%' with the real change, in money rather than a percentage of a small base).
 * Nothing when no client started.
 */
export function revenueTrend(added: number, format: (n: number) => string): string | null {
  return added > 0 ? `+${format(added)} from new clients` : null;
}

/** '+3 this week' from the server's count (replaces the spec's fixed '+3 this week'). */
export function activeClientsTrend(added: number): string | null {
  return added > 0 ? `+${added} this week` : null;
}
