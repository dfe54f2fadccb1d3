import { useState } from 'react';
import { cn } from '@/lib/cn';
import { firstGrapheme } from '@/lib/text';

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' } as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The photo when there is one that loads, otherwise the first letter of the name. */
export function Avatar({ src, name, size = 'md' }: { src?: string | null; name: string; size?: keyof typeof sizes }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  const letter = firstGrapheme(name);
  return showImage ? (
    <img
      src={src}
      alt=""
      onError={() => setFailed(src)}
      className={cn('shrink-0 rounded-full object-cover ring-1 ring-slate-200', sizes[size])}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700',
        sizes[size],
      )}
    >
      {letter}
    </span>
  );
}
