import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AboutPage } from './about/about-page';
import { HomePage } from './home-page';
import { LegalPage } from './legal/legal-page';
import { PricingPage } from './pricing/pricing-page';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { BrandingPreview } from '@/lib/branding';
import type { Branding } from '@/lib/branding-types';
import { cn } from '@/lib/cn';

const PAGES = {
  home: { label: msg`Home`, render: () => <HomePage /> },
  about: { label: msg`About`, render: () => <AboutPage /> },
  pricing: { label: msg`Pricing`, render: () => <PricingPage /> },
  terms: { label: msg`Terms`, render: () => <LegalPage kind="terms" /> },
  refund: { label: msg`Refund`, render: () => <LegalPage kind="refund" /> },
} as const;
type PageId = keyof typeof PAGES;

/** The real public pages, drawn from the unsaved draft as it is typed. Links inside are inert. */
export function SitePreview({ draft }: { draft: Branding }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState<PageId>('home');
  return (
    <section aria-labelledby="site-preview-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="site-preview-title" className="text-sm font-semibold text-slate-900">
          <Trans>Preview (not saved yet)</Trans>
        </h3>
        <div role="tablist" aria-label={t`Preview page`} className="flex flex-wrap gap-1">
          {(Object.keys(PAGES) as PageId[]).map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={page === id}
              onClick={() => setPage(id)}
              className={cn(
                'rounded-md px-2.5 py-1 text-xs font-medium',
                page === id ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              {i18n._(PAGES[id].label)}
            </button>
          ))}
        </div>
      </div>
      <div
        data-testid="site-preview"
        // Inert: a click in the preview must not leave Settings with the draft unsaved.
        inert
        className="max-h-[32rem] overflow-y-auto rounded-xl bg-white ring-1 ring-slate-300"
      >
        <BrandingPreview value={draft}>
          <PublicHeader />
          {PAGES[page].render()}
          <PublicFooter />
        </BrandingPreview>
      </div>
    </section>
  );
}
