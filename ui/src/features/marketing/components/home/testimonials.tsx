import { useLingui } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import { useState } from 'react';
import type { Testimonial } from '@/lib/branding-types';
import { cn } from '@/lib/cn';
import { TESTIMONIAL_ROTATION_MS } from '../../marketing-constants';
import { PersonImage } from '../shared/person-image';
import { PageSection, SectionHeading } from '../shared/section-heading';
import { useRotation } from './use-rotation';

/** Rotating testimonials; choosing one with its dot stops the rotation. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState(false);
  const [index, setIndex] = useRotation(items.length, TESTIMONIAL_ROTATION_MS, !chosen);
  const item = items[index];
  if (!item) return null;
  return (
    <PageSection id="testimonials" labelledBy="home-testimonials">
      <SectionHeading id="home-testimonials" eyebrow={t`Success stories`} title={t`What our clients say`} />
      <figure
        data-testid="testimonial"
        className="mx-auto mt-10 max-w-3xl rounded-3xl bg-slate-50 p-8 text-center ring-1 ring-slate-200"
      >
        <Quote className="mx-auto size-8 text-brand-600" aria-hidden="true" />
        <blockquote className="mt-4 text-xl font-medium text-balance text-slate-900">“{item.content}”</blockquote>
        <figcaption className="mt-6 flex flex-col items-center gap-2">
          <PersonImage person={item} size={56} />
          <span className="font-semibold text-slate-900">{item.name}</span>
          <span className="text-sm text-slate-600">{item.role}</span>
          <span className="text-sm font-semibold text-emerald-700">{item.stats}</span>
        </figcaption>
      </figure>
      <div className="mt-6 flex justify-center gap-1">
        {items.map((testimonial, i) => {
          const person = testimonial.name;
          return (
            <button
              key={testimonial.name}
              type="button"
              aria-label={t`Show testimonial from ${person}`}
              aria-current={i === index}
              onClick={() => {
                setChosen(true);
                setIndex(i);
              }}
              className="flex size-6 items-center justify-center"
            >
              <span className={cn('block size-2.5 rounded-full', i === index ? 'bg-brand-600' : 'bg-slate-300')} />
            </button>
          );
        })}
      </div>
    </PageSection>
  );
}
