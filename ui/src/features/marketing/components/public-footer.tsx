import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Globe, Lock, ShieldCheck } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { useBranding } from '@/lib/branding';
import { activateLocale, currentLocale, isLocale, OFFERED } from '@/lib/i18n';
import { useYear } from '@/lib/prerender';
import { footerGroups } from './public-links';
import { LanguageOptions } from '@/components/language-options';

export function PublicFooter() {
  const { t, i18n } = useLingui();
  const { agency, social, contact } = useBranding();
  const year = useYear();
  const agencyName = agency.name;
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
              {social.map((link) => {
                const network = link.label;
                return (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                    >
                      {t`${agencyName} on ${network}`}
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {footerGroups.map((group) => (
          <nav key={group.key} aria-label={i18n._(group.title)}>
            <h2 className="text-sm font-semibold text-slate-900">{i18n._(group.title)}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {i18n._(link.label)}
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
          <LanguageSwitch />
          <div className="flex gap-4">
            <span className="inline-flex items-center gap-1.5">
              <Lock className="size-4" aria-hidden="true" /> <Trans>SSL Secured</Trans>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ShieldCheck className="size-4" aria-hidden="true" /> <Trans>Safe &amp; Secure</Trans>
            </span>
          </div>
        </div>
      </div>
    </footer>
  );
}

/**
 * The reader's language: each offered language in its own name (and the current one, should it be a test
 * catalog such as Arabic). A choice is remembered on this browser and written into the address's `?lang=`, so
 * a copied link opens in the same language.
 */
function LanguageSwitch() {
  // useLingui re-renders the switch when the language changes.
  const { i18n } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = isLocale(i18n.locale) ? i18n.locale : currentLocale();
  const choices = OFFERED.includes(locale) ? OFFERED : [...OFFERED, locale];

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLocale(next)) return;
    void activateLocale(next, true);
    const params = new URLSearchParams(location.search);
    params.set('lang', next);
    navigate({ pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash }, { replace: true });
  }

  return (
    <div className="inline-flex items-center gap-1.5">
      <Globe className="size-4 shrink-0" aria-hidden="true" />
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        value={locale}
        onChange={choose}
        className="h-8 rounded-lg border-0 bg-white ps-2 pe-7 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none focus:ring-inset"
      >
        <LanguageOptions codes={choices} />
      </select>
    </div>
  );
}
