import { Children, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Short facts in a row, 'Client · Due Jan 1, 2001', that wrap without leaving a '·' at the start of a line:
 * each item carries its dot in front, and the row is shifted one dot-width left inside a clipping box, so a
 * dot that lands at a line's start is out of view. An item longer than the line gets the line to itself;
 * put a TruncatedText in it to cut it there.
 */
export function MetaLine({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('overflow-hidden', className)}>
      <p className="-ml-3 flex flex-wrap">
        {Children.toArray(children).map((item, index) => (
          <span
            key={index}
            className="flex max-w-full min-w-0 before:w-3 before:shrink-0 before:text-center before:content-['·']"
          >
            {item}
          </span>
        ))}
      </p>
    </div>
  );
}
