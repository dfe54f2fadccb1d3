/**
 * Payments received this month against last month, e.g. '+12% vs last month' (replaces the
 * spec's fixed '+12%'). Nothing when last month had no payments to compare with.
 */
export function revenueTrend(thisMonth: number, lastMonth: number): { text: string; up: boolean } | null {
  if (lastMonth <= 0) return null;
  const change = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  return { text: `${change >= 0 ? '+' : '−'}${Math.abs(change)}% vs last month`, up: change >= 0 };
}

/** '+3 this week' from the server's count (replaces the spec's fixed '+3 this week'). */
export function activeClientsTrend(added: number): string | null {
  return added > 0 ? `+${added} this week` : null;
}
