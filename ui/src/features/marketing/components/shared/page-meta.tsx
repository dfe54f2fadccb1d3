import { useEffect } from 'react';
import { useAgencyName } from '@/lib/branding';
import { usePrerender } from '@/lib/prerender';

/** Per-page <title> (React hoists it) and meta description (the one index.html already carries). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const agency = useAgencyName();
  // The server puts these into the page's head before any script runs.
  usePrerender()?.setMeta(`${title} · ${agency}`, description);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return <title>{`${title} · ${agency}`}</title>;
}
