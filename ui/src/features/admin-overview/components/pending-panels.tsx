import { Receipt, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { sectionHref, type Section } from '@/lib/paths';

function Empty({ icon: Icon, text, to, link }: { icon: LucideIcon; text: string; to: Section; link: string }) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p className="mt-3 max-w-xs text-sm text-slate-500">{text}</p>
      <Link to={sectionHref(to)} className="mt-3 text-sm font-semibold text-brand-700 hover:text-brand-800">
        {link}
      </Link>
    </div>
  );
}

/** Invoices are not on the server yet; the panel says so rather than show made-up rows. */
export function RecentInvoicesPanel() {
  return (
    <Card title="Recent Invoices" as="h3">
      <Empty
        icon={Receipt}
        text="No invoices yet. Invoices you issue will be listed here."
        to="invoices"
        link="Go to Invoices"
      />
    </Card>
  );
}
