import { ArrowRight, BarChart3, MessageSquare, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { PageHero } from './page-hero';

const highlights = [
  {
    icon: BarChart3,
    title: 'Growth you can see',
    text: 'Followers, reach and engagement for every account in one place.',
  },
  {
    icon: MessageSquare,
    title: 'One conversation',
    text: 'Plans, approvals and feedback with your team, without the email threads.',
  },
  {
    icon: ShieldCheck,
    title: 'Safe and organic',
    text: 'Real audiences, delivered in 24-72 hours, with a 30-day money-back guarantee.',
  },
];

export function HomePage() {
  const { user } = useSession();
  // The get-started action goes to the dashboard for signed-in users (spec 001 section 2.1).
  const start = user ? paths.dashboard : paths.auth;
  return (
    <>
      <title>Atrium · Social media growth, managed</title>
      <PageHero eyebrow="Instagram · TikTok · YouTube" title="Grow your social presence with a team that reports back">
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          Plan content, approve posts, follow your numbers and talk to your account team from one portal.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={start} className={buttonClasses('primary', 'lg')}>
            Get Started <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
          <Link to={paths.howItWorks} className={buttonClasses('secondary', 'lg')}>
            How it works
          </Link>
        </div>
      </PageHero>
      <section aria-labelledby="home-highlights" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <h2 id="home-highlights" className="sr-only">
          Why agencies choose Atrium
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon className="size-6 text-brand-600" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
