import { ExternalLink, Lock, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { useBranding } from '@/lib/branding';
import { useYear } from '@/lib/prerender';
import { footerGroups } from './public-links';

export function PublicFooter() {
  const { agency, social, contact } = useBranding();
  const year = useYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600">{agency.description}</p>
          <p className="text-sm text-slate-600">
            <a
              href={`mailto:${contact.support_email}`}
              className="underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {contact.support_email}
            </a>
          </p>
          {social.length > 0 && (
            <ul className="flex flex-wrap gap-3 text-sm">
              {social.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                  >
                    {`${agency.name} on ${link.label}`}
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-slate-600 sm:px-6">
          <p>
            © {year} {agency.legal_name}
          </p>
          <div className="flex gap-4">
            <span className="inline-flex items-center gap-1.5">
              <Lock className="size-4" aria-hidden="true" /> SSL Secured
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ShieldCheck className="size-4" aria-hidden="true" /> Safe &amp; Secure
            </span>
          </div>
        </div>
      </div>
    </footer>
  );
}
