import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const tones = {
  brand: 'bg-brand-50 text-brand-600',
  success: 'bg-emerald-50 text-emerald-600',
  warning: 'bg-amber-50 text-amber-600',
  danger: 'bg-red-50 text-red-600',
  neutral: 'bg-slate-100 text-slate-600',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  tone?: keyof typeof tones;
  /** A small line under the value, e.g. '+3 this week'. */
  detail?: ReactNode;
  /** Longer explanation, also given to assistive tech. */
  title?: string;
  /** Leaves the icon out, for rows of many narrow cards. */
  compact?: boolean;
}

export function StatCard({ label, value, icon: Icon, tone = 'brand', detail, title, compact }: StatCardProps) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" title={title}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm leading-tight font-medium hyphens-auto text-slate-500 wrap-break-word">{label}</p>
          <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{value}</p>
        </div>
        {!compact && (
          <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tones[tone])}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
        )}
      </div>
      {detail && <p className="mt-2 text-xs font-medium text-slate-500">{detail}</p>}
      {title && <p className="sr-only">{title}</p>}
    </div>
  );
}
