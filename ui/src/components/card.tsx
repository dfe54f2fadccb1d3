import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CardProps {
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
  /** Heading level for the title, so sections nest correctly under the page heading. */
  as?: 'h2' | 'h3';
}

export function Card({ title, description, actions, className, children, as: Heading = 'h2' }: CardProps) {
  return (
    <section className={cn('rounded-2xl bg-white shadow-sm ring-1 ring-slate-200', className)}>
      {(title || actions) && (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
          <div>
            {title && <Heading className="text-base font-semibold text-slate-900">{title}</Heading>}
            {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
          </div>
          {actions}
        </header>
      )}
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}
