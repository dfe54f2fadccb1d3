import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Faq } from '@/lib/branding-types';
import { cn } from '@/lib/cn';

/** At most one answer open; none by default; clicking the open question closes it (spec 001 section 2.13). */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {faqs.map((faq, index) => {
        const expanded = open === index;
        const panelId = [baseId, 'panel', index].join('-');
        return (
          <div key={faq.question}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50"
              >
                {faq.question}
                <ChevronDown
                  className={cn('size-5 shrink-0 text-slate-500 transition-transform', expanded && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-label={faq.question}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-600"
            >
              {faq.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
