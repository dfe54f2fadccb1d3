import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/format';
import type { Presence } from '../../types';

// eslint-disable-next-line lingui/no-unlocalized-strings -- class lists
const sizeClasses = { sm: 'size-9 text-xs', md: 'size-11 text-sm', lg: 'size-14 text-base' } as const;

export const PRESENCE_LABELS: Record<Presence, MessageDescriptor> = {
  online: msg`Online`,
  away: msg`Away`,
  offline: msg`Offline`,
};

const dots: Record<Presence, string> = {
  online: 'bg-emerald-500',
  away: 'bg-amber-400',
  offline: 'bg-slate-300',
};

/**
 * A person's photo when it loads, else their initials (the first two letters, spec 000 section 9), with an
 * optional presence dot. The dot is decoration: callers say the presence in text too.
 */
export function PersonAvatar({
  name,
  src,
  presence,
  size = 'md',
}: {
  name: string;
  src?: string | null;
  presence?: Presence;
  size?: keyof typeof sizeClasses;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span className="relative inline-flex shrink-0" aria-hidden="true">
      {showImage ? (
        <img
          src={src}
          alt=""
          onError={() => setFailed(src)}
          className={cn('rounded-full object-cover ring-1 ring-slate-200', sizeClasses[size])}
        />
      ) : (
        <span
          className={cn(
            'flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700',
            sizeClasses[size],
          )}
        >
          {initials(name)}
        </span>
      )}
      {presence && (
        <span
          data-presence={presence}
          className={cn('absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-white', dots[presence])}
        />
      )}
    </span>
  );
}
