import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, Target } from 'lucide-react';
import { Link } from 'react-router';
import { trialLabel, useBranding } from '@/lib/branding';
import { paths } from '@/lib/paths';
import { FeatureGrid } from '../home/why-choose';
import { LinkedInButton } from '../shared/linkedin-button';
import { CtaSection, ctaPrimary, ctaSecondary } from '../shared/cta-section';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { PersonImage } from '../shared/person-image';
import { PageSection, SectionHeading } from '../shared/section-heading';
import { StatStrip } from '../shared/stat-strip';

export function AboutPage() {
  const branding = useBranding();
  const { about, stats, agency } = branding;
  const { t } = useLingui();
  const agencyName = agency.name;
  const founded = agency.founded;
  return (
    <>
      <PageMeta title={t`About us`} description={`${agency.name}: ${about.intro}`} />
      <PageHero eyebrow={t`About ${agencyName}`} title={about.title}>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{about.intro}</p>
      </PageHero>
      <StatStrip stats={stats.about} label={t`${agencyName} in numbers`} />
      <PageSection labelledBy="about-mission">
        <h2 id="about-mission" className="sr-only">
          <Trans>Mission and vision</Trans>
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {(
            [
              ['mission', t`Our mission`, about.mission, Target],
              ['vision', t`Our vision`, about.vision, Eye],
            ] as const
          ).map(([key, title, text, Icon]) => (
            <div key={key} className="rounded-2xl bg-brand-50 p-8">
              <Icon className="size-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-3 text-slate-700">{text}</p>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection labelledBy="about-values" tone="muted">
        <SectionHeading id="about-values" eyebrow={t`Values`} title={t`What we stand for`} />
        <FeatureGrid items={about.values} columns={4} />
      </PageSection>
      <PageSection labelledBy="about-journey">
        <SectionHeading id="about-journey" eyebrow={t`Our journey`} title={t`From ${founded} to today`} />
        <ol className="mx-auto mt-12 max-w-3xl space-y-6 border-l-2 border-brand-200 pl-6">
          {about.milestones.map((milestone) => (
            <li key={milestone.year} className="relative">
              <span className="absolute top-1 -left-[33px] size-4 rounded-full border-2 border-white bg-brand-600" />
              <p className="text-sm font-bold text-brand-700">{milestone.year}</p>
              <h3 className="font-semibold text-slate-900">{milestone.title}</h3>
              <p className="text-slate-600">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection labelledBy="about-leaders" tone="muted">
        <SectionHeading id="about-leaders" eyebrow={t`Leadership`} title={t`The people behind the work`} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.leaders.map((leader) => (
            <li
              key={leader.name}
              className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            >
              <PersonImage person={leader} size={96} className="mx-auto" />
              <h3 className="mt-4 font-semibold text-slate-900">{leader.name}</h3>
              <p className="text-sm font-medium text-brand-700">{leader.role}</p>
              <p className="mt-2 text-sm text-slate-600">{leader.bio}</p>
              {/* Pinned to the card's foot, so the four buttons line up whatever the bio's length. */}
              <div className="mt-auto pt-4">
                <LinkedInButton name={leader.name} url={leader.linkedin_url} />
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <CtaSection
        id="about-cta"
        title={t`Grow with us`}
        text={t`Start today, or talk to our team about what you need.`}
      >
        <Link to={paths.auth} className={ctaPrimary}>
          {trialLabel(branding)}
        </Link>
        <Link to={paths.contact} className={ctaSecondary}>
          <Trans>Contact Our Team</Trans>
        </Link>
      </CtaSection>
    </>
  );
}
