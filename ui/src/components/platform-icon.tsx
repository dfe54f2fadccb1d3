import type { Platform } from '@/lib/branding-types';
import { cn } from '@/lib/cn';

// Simple marks drawn here: lucide ships no brand logos, and an icon font would be a network request.
/* eslint-disable lingui/no-unlocalized-strings -- class names and SVG paths */
const marks: Record<Platform, { bg: string; path: string }> = {
  instagram: {
    bg: 'bg-gradient-to-br from-amber-500 via-pink-600 to-purple-700',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
  tiktok: {
    bg: 'bg-slate-900',
    path: 'M14 3h3a4 4 0 0 0 4 4v3a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3.2A2.8 2.8 0 1 0 14 15V3Z',
  },
  youtube: {
    bg: 'bg-red-600',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  },
};
/* eslint-enable lingui/no-unlocalized-strings */

export function PlatformIcon({ platform, className }: { platform: Platform; className?: string }) {
  const mark = marks[platform] ?? marks.instagram;
  return (
    <span
      className={cn('inline-flex items-center justify-center rounded-xl text-white', mark.bg, className ?? 'size-12')}
    >
      <svg viewBox="0 0 24 24" className="size-1/2" fill="currentColor" fillRule="evenodd" aria-hidden="true">
        <path d={mark.path} />
      </svg>
    </span>
  );
}
