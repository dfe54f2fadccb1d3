import { Trans, useLingui } from '@lingui/react/macro';
import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { paths } from '@/lib/paths';
import { PageMeta } from './shared/page-meta';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <PageMeta
        title={t`Page not found`}
        description={t`The page you are looking for does not exist or has moved.`}
        languages={false}
      />
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-4 text-slate-600">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-10')}>
        <Home className="size-4" aria-hidden="true" /> <Trans>Go Home</Trans>
      </Link>
    </div>
  );
}
