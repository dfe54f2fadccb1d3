import { useLingui } from '@lingui/react/macro';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import type { Branding } from '@/lib/branding-types';
import { cn } from '@/lib/cn';
import { HERO_ROTATION_MS } from '../../marketing-constants';
import { PlatformIcon } from '@/components/platform-icon';
import { useRotation } from './use-rotation';

type Slide = Branding['home']['slides'][number];

/** The hero's rotating card: one slide per platform, every 5 s (spec 001 section 9), with a pause control. */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useRotation(slides.length, HERO_ROTATION_MS, !paused);
  const slide = slides[index];
  if (!slide) return null;
  return (
    <div
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={t`Platform highlights`}
      className="mx-auto w-full max-w-sm rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200"
    >
      <div aria-live={paused ? 'polite' : 'off'} data-testid="hero-slide" data-index={index} className="min-h-36">
        <div className="flex items-center gap-3">
          <PlatformIcon platform={slide.platform} className="size-10" />
          <p className="font-semibold text-slate-900">{slide.title}</p>
        </div>
        <p className="mt-4 text-sm text-slate-600">{slide.text}</p>
        <p className="mt-4 text-2xl font-bold text-emerald-700">{slide.stat}</p>
      </div>
      <div className="mt-4 flex items-center justify-between">
        <div className="flex gap-1">
          {slides.map((item, i) => {
            const slideTitle = item.title;
            return (
              <button
                key={item.title}
                type="button"
                aria-label={t`Show ${slideTitle}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className="flex size-6 items-center justify-center"
              >
                <span className={cn('block h-2 rounded-full', i === index ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300')} />
              </button>
            );
          })}
        </div>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t`Resume rotation` : t`Pause rotation`}
          className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100"
        >
          {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
        </button>
      </div>
    </div>
  );
}
