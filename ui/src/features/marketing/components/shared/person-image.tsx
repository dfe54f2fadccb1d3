import type { Person } from '@/lib/branding-types';
import { cn } from '@/lib/cn';

/** A portrait from the branding document (local, sized), or the person's initials without one. */
export function PersonImage({ person, size = 56, className }: { person: Person; size?: number; className?: string }) {
  const style = { width: size, height: size };
  if (person.image) {
    return (
      <img
        src={person.image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-full bg-slate-100 object-cover', className)}
        style={style}
      />
    );
  }
  const initials = person.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <span
      aria-hidden="true"
      style={style}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700',
        className,
      )}
    >
      {initials}
    </span>
  );
}
