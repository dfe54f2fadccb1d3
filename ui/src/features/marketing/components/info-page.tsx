import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/button';
import { paths } from '@/lib/paths';
import { infoPages } from './info-pages';
import { NotFoundPage } from './not-found-page';

export function InfoPage() {
  const { pathname } = useLocation();
  const page = infoPages[pathname.replace(/\/+$/, '') || '/'];
  if (!page) return <NotFoundPage />;
  return (
    <>
      <title>{`${page.title} · Atrium`}</title>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{page.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {page.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{page.intro}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to={paths.auth} className={buttonClasses('primary', 'lg')}>
              Start Growing Today
            </Link>
            <Link to={paths.contact} className={buttonClasses('secondary', 'lg')}>
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
