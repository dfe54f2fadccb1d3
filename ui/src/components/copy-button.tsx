import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

const COPIED_MS = 2_000;

/**
 * Copies `value` and says so for two seconds. The clipboard can refuse (an insecure origin, a denied
 * permission); then the button says that instead, and the text stays selectable beside it.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  }

  const text =
    state === 'copied' ? t`Copied` : state === 'failed' ? t`Copy failed` : t({ message: 'Copy', context: 'verb' });
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={state === 'idle' ? t`Copy ${label}` : t`${text}: ${label}`}
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold ring-1 ring-inset transition-colors',
        state === 'copied'
          ? 'bg-emerald-50 text-emerald-700 ring-emerald-200'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
      )}
    >
      {state === 'copied' ? (
        <Check className="size-3.5" aria-hidden="true" />
      ) : (
        <Copy className="size-3.5" aria-hidden="true" />
      )}
      <span aria-live="polite">{text}</span>
    </button>
  );
}

/** One line of transfer details: what it is, the value in a monospace face where it is a code, and Copy. */
export function CopyRow({
  label,
  value,
  copy,
  mono = false,
}: {
  label: string;
  value: string;
  copy: string;
  mono?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-3 py-3">
      <dl className="min-w-0">
        <dt className="text-xs font-medium text-slate-500">{label}</dt>
        <dd className={cn('mt-0.5 text-sm font-semibold text-slate-900 wrap-anywhere', mono && 'font-mono')}>
          <bdi>{value}</bdi>
        </dd>
      </dl>
      <CopyButton value={copy} label={label} />
    </div>
  );
}
