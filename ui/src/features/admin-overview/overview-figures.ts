import { formatCurrency } from '@/lib/format';

/** '+$3,000 this month', or nothing when no revenue was added (replaces the spec's fixed '+12%'). */
export function revenueTrend(added: number): string | null {
  return added > 0 ? `+${formatCurrency(added)} this month` : null;
}

/** '+3 this week' from the server's count (replaces the spec's fixed '+3 this week'). */
export function activeClientsTrend(added: number): string | null {
  return added > 0 ? `+${added} this week` : null;
}
