import { cn } from '@/lib/cn';

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className={inverted ? 'fill-white' : 'fill-brand-600'} />
        <path d="M9 23 16 8l7 15h-3.4L16 15l-3.6 8z" className={inverted ? 'fill-brand-600' : 'fill-white'} />
      </svg>
      <span className={cn('text-lg', inverted ? 'text-white' : 'text-slate-900')}>Atrium</span>
    </span>
  );
}
