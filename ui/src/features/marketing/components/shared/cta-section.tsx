import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The closing call to action most public pages end with. */
export function CtaSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-700">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}

export const ctaPrimary = cn(
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-700 shadow-sm hover:bg-brand-50',
);
export const ctaSecondary = cn(
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 font-semibold text-white ring-1 ring-white/70 ring-inset hover:bg-white/10',
);
