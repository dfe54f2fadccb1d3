import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import type { Branding } from '@/lib/branding-types';
import { paths } from '@/lib/paths';
import { PageSection, SectionHeading } from '../shared/section-heading';
import { PlatformIcon } from '@/components/platform-icon';

type Card = Branding['home']['platforms'][number];

/** Three platform cards; every Get Started runs the page's shared start action (a link to `start`). */
export function PlatformCards({
  cards,
  services,
  start,
}: {
  cards: Card[];
  services: Branding['services'];
  start: string;
}) {
  const { t } = useLingui();
  return (
    <PageSection labelledBy="home-platforms">
      <SectionHeading id="home-platforms" eyebrow={t`Platforms`} title={t`Growth on the platforms that matter`}>
        <Trans>One team, one portal, three platforms.</Trans>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {cards.map((card) => {
          const name = services[card.platform]?.name ?? card.platform;
          return (
            <li key={card.platform} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <PlatformIcon platform={card.platform} />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{name}</h3>
              <p className="mt-2 text-slate-600">{card.description}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {card.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <dl className="mt-6 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
                {(
                  [
                    ['followers', t`Followers`, card.stats.followers],
                    ['engagement', t`Engagement`, card.stats.engagement],
                    ['clients', t`Clients`, card.stats.clients],
                  ] as const
                ).map(([key, label, value]) => (
                  <div key={key} className="flex flex-col-reverse">
                    <dt className="text-xs text-slate-600">{label}</dt>
                    <dd className="font-semibold text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-6 flex flex-1 flex-col justify-end gap-3">
                <Link
                  to={start}
                  aria-label={t`Get Started with ${name}`}
                  className={buttonClasses('primary', 'md', 'w-full')}
                >
                  <Trans>Get Started</Trans> <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                </Link>
                <Link
                  to={paths.services[card.platform]}
                  className="text-center text-sm font-medium text-brand-700 hover:underline"
                >
                  {t`More about ${name} growth`}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
