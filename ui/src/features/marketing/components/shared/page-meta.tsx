import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAgencyName, useInPreview } from '@/lib/branding';
import { OFFERED } from '@/lib/i18n';
import { usePrerender } from '@/lib/prerender';

/**
 * The page in each offered language (`?lang=xx`, which lib/i18n's pickLocale reads first) and the bare path
 * for everyone else (x-default: the reader's own language, else the agency's default), as crawlers want them.
 */
export function alternates(path: string, origin = siteOrigin()): { hrefLang: string; href: string }[] {
  const url = `${origin}${path}`;
  return [
    ...OFFERED.map((code) => ({ hrefLang: code, href: `${url}?lang=${code}` })),
    { hrefLang: 'x-default', href: url },
  ];
}

/**
 * Crawlers take only absolute alternates. In the browser they are this site's; the build renders them from
 * the path alone and the server puts its public address in front (web.rs), which is the same address where
 * the site is reached as configured, so the hydrating app finds its own links already in the head.
 */
function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Per-page <title> and hreflang alternates (React hoists them into the head, and replaces them when the app
 * moves to another page) and meta description (the one index.html already carries). A page that is not
 * one (not found) has no alternates.
 */
export function PageMeta({
  title,
  description,
  languages = true,
}: {
  title: string;
  description: string;
  /** False for a page with no versions to offer (the not-found page). */
  languages?: boolean;
}) {
  const agency = useAgencyName();
  const { pathname } = useLocation();
  // The Settings preview shows pages inside the dashboard, whose title and description stay its own.
  const preview = useInPreview();
  // The server puts these into the page's head before any script runs.
  usePrerender()?.setMeta(`${title} · ${agency}`, description);
  useEffect(() => {
    if (!preview) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description, preview]);
  if (preview) return null;
  return (
    <>
      <title>{`${title} · ${agency}`}</title>
      {languages &&
        alternates(pathname).map(({ hrefLang, href }) => (
          <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
        ))}
    </>
  );
}
