import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Home } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/button';
import { paths } from '@/lib/paths';
import { useBranding } from '@/lib/branding';
import { PageMeta } from './shared/page-meta';

interface PlaceholderPageProps {
  title: string;
  description?: string;
}

/** Spec 001 section 2.1: placeholders carry Go Back and Go Home, default text 'This page is coming soon!'. */
export function PlaceholderPage({ title, description: given }: PlaceholderPageProps) {
  const { t } = useLingui();
  const description = given ?? t`This page is coming soon!`;
  const navigate = useNavigate();
  const { agency } = useBranding();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <PageMeta title={title} description={`${description} ${agency.description}`} />
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{description}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button
          variant="secondary"
          icon={<ArrowLeft className="size-4" aria-hidden="true" />}
          onClick={() => navigate(-1)}
        >
          <Trans>Go Back</Trans>
        </Button>
        <Link to={paths.home} className={buttonClasses('primary')}>
          <Home className="size-4" aria-hidden="true" /> <Trans>Go Home</Trans>
        </Link>
      </div>
    </div>
  );
}
