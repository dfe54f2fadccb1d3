import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { useBranding } from '@/lib/branding';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { HeroCarousel } from './home/hero-carousel';
import { PlatformCards } from './home/platform-cards';
import { Testimonials } from './home/testimonials';
import { WhyChoose } from './home/why-choose';
import { CtaSection, ctaPrimary, ctaSecondary } from './shared/cta-section';
import { PageMeta } from './shared/page-meta';
import { StatStrip } from './shared/stat-strip';

export function HomePage() {
  const { t } = useLingui();
  const branding = useBranding();
  const { home, agency } = branding;
  const { user } = useSession();
  // The shared start action: the dashboard for signed-in users, else /auth (spec 001 section 2.1); the
  // server's HTML, the same for everyone, links to /auth until the app knows.
  const start = useHydrated() && user ? paths.dashboard : paths.auth;
  return (
    <>
      <PageMeta title={agency.tagline} description={agency.description} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
          <div className="text-center lg:text-left">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{home.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {home.title}
            </h1>
            <p className="mt-6 text-lg text-slate-600">{home.subtitle}</p>
            <div className="mt-10 flex flex-wrap justify-center gap-3 lg:justify-start">
              <Link to={start} className={buttonClasses('primary', 'lg')}>
                <Trans>Get Started</Trans> <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
              <a href="#testimonials" className={buttonClasses('secondary', 'lg')}>
                <PlayCircle className="size-5" aria-hidden="true" /> <Trans>Watch Success Stories</Trans>
              </a>
            </div>
          </div>
          <HeroCarousel slides={home.slides} />
        </div>
      </section>
      <StatStrip stats={branding.stats.home} label={t`Results so far`} />
      <PlatformCards cards={home.platforms} services={branding.services} start={start} />
      <WhyChoose items={home.why_choose} agency={agency.name} />
      <Testimonials items={home.testimonials} />
      <CtaSection
        id="home-cta"
        title={t`Ready to grow your audience?`}
        text={t`Join thousands of creators and businesses growing with real, engaged followers.`}
      >
        <Link to={start} className={ctaPrimary}>
          <Trans>Start Growing Today</Trans>
        </Link>
        <Link to={paths.contact} className={ctaSecondary}>
          <Trans>Speak with an Expert</Trans>
        </Link>
      </CtaSection>
    </>
  );
}
