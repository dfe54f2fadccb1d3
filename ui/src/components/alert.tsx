import { useLingui } from '@lingui/react/macro';
import { AlertCircle, CheckCircle2, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'success' | 'error' | 'info';

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const tones: Record<Tone, { box: string; icon: typeof Info }> = {
  success: { box: 'bg-emerald-50 text-emerald-800 ring-emerald-200', icon: CheckCircle2 },
  error: { box: 'bg-red-50 text-red-800 ring-red-200', icon: AlertCircle },
  info: { box: 'bg-brand-50 text-brand-800 ring-brand-200', icon: Info },
};
/* eslint-enable lingui/no-unlocalized-strings */

interface AlertProps {
  tone: Tone;
  children: ReactNode;
  className?: string;
  /** Adds a close button, for a message that stays in the way until read. */
  onDismiss?: () => void;
}

/** Inline feedback. Errors are announced assertively, successes politely. */
export function Alert({ tone, children, className, onDismiss }: AlertProps) {
  const { t } = useLingui();
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm ring-1 ring-inset', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t`Dismiss`}
          className="-m-1 shrink-0 rounded p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
