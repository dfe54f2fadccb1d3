import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { paths, sectionHref } from '@/lib/paths';
import { PageMeta } from './shared/page-meta';

/** Spec 001 section 2.14: driven only by ?status=; anything but succeeded/failed keeps spinning. */
export function PaymentResultPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const status = params.get('status');

  if (status === 'succeeded') {
    return (
      <ResultShell
        icon={<CheckCircle2 className="size-12 text-emerald-600" aria-hidden="true" />}
        title={t`Payment Successful`}
      >
        <p className="mt-4 text-slate-600">
          <Trans>Thank you for your subscription. Your account has been successfully activated.</Trans>
        </p>
        <Link to={paths.dashboard} className={buttonClasses('primary', 'md', 'mt-8')}>
          <Trans>Go to Dashboard</Trans>
        </Link>
      </ResultShell>
    );
  }
  if (status === 'failed') {
    return (
      <ResultShell icon={<XCircle className="size-12 text-red-600" aria-hidden="true" />} title={t`Payment Failed`}>
        <p className="mt-4 text-slate-600">
          <Trans>We were unable to process your payment. Please try again or contact support.</Trans>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={sectionHref('billing')} className={buttonClasses('primary')}>
            <Trans>Try Again</Trans>
          </Link>
          <Link to={paths.contact} className={buttonClasses('secondary')}>
            <Trans>Contact Support</Trans>
          </Link>
        </div>
      </ResultShell>
    );
  }
  return (
    <ResultShell icon={<Spinner className="size-10 text-brand-600" />} title={t`Processing payment`}>
      <p className="mt-4 text-slate-600">
        <Trans>This can take a few seconds. Please keep this page open.</Trans>
      </p>
    </ResultShell>
  );
}

function ResultShell({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <PageMeta title={title} description={t`The result of your subscription payment.`} />
      {icon}
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </div>
  );
}
