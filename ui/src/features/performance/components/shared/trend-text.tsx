import { useLingui } from '@lingui/react/macro';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Trend } from '@/lib/trends';

const TONES = {
  up: { icon: ArrowUpRight, className: 'text-emerald-700' },
  down: { icon: ArrowDownRight, className: 'text-red-700' },
  flat: { icon: Minus, className: 'text-slate-500' },
} as const;

/** A change the server computed, or the reason there is none (no earlier period to compare with). */
export function TrendText({ trend, none }: { trend: Trend | null; none?: string }) {
  const { t } = useLingui();
  if (!trend) return <span className="text-slate-500">{none ?? t`No earlier period to compare`}</span>;
  const { icon: Icon, className } = TONES[trend.tone];
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {trend.text}
    </span>
  );
}
