import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

// LinkedIn's 'in' mark, drawn here: lucide ships no brand logos.
const MARK =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.05c.53-1 1.84-2.06 3.8-2.06 4.05 0 4.82 2.67 4.82 6.13V21h-4v-4.98c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.92 1.3-1.92 2.63V21h-4V9.75Z';

/**
 * Every leader gets a LinkedIn button (spec 001, About). The branding document may give a profile; without one
 * the button searches LinkedIn for the name, a real page rather than a dead '#'.
 */
export function LinkedInButton({ name, url, className }: { name: string; url?: string | null; className?: string }) {
  const { t } = useLingui();
  const href = url ?? `https://www.linkedin.com/search/results/people/?keywords=${encodeURIComponent(name)}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={url ? t`${name} on LinkedIn (opens in a new tab)` : t`Find ${name} on LinkedIn (opens in a new tab)`}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg bg-[#0a66c2] px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-[#004182] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#0a66c2]',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
        <path d={MARK} />
      </svg>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name */}
      {'LinkedIn'}
    </a>
  );
}
