import { useOptionalBranding } from '@/lib/branding';
import { cn } from '@/lib/cn';

/** The agency's mark and name from the branding document; the built-in mark unless a logo_url is set. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const agency = useOptionalBranding()?.agency;
  const name = agency?.name ?? 'Atrium';
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      {agency?.logo_url ? (
        <img src={agency.logo_url} alt="" width={32} height={32} className="size-8 rounded-lg object-contain" />
      ) : (
        <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
          <rect width="32" height="32" rx="8" className={inverted ? 'fill-white' : 'fill-brand-600'} />
          <path d="M9 23 16 8l7 15h-3.4L16 15l-3.6 8z" className={inverted ? 'fill-brand-600' : 'fill-white'} />
        </svg>
      )}
      <span className={cn('text-lg', inverted ? 'text-white' : 'text-slate-900')}>{name}</span>
    </span>
  );
}
