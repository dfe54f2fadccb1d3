import { useEffect } from 'react';
import { useAgencyName, useInPreview } from '@/lib/branding';
import { usePrerender } from '@/lib/prerender';

/** Per-page <title> (React hoists it) and meta description (the one index.html already carries). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const agency = useAgencyName();
  // The Settings preview shows pages inside the dashboard, whose title and description stay its own.
  const preview = useInPreview();
  // The server puts these into the page's head before any script runs.
  usePrerender()?.setMeta(`${title} · ${agency}`, description);
  useEffect(() => {
    if (!preview) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description, preview]);
  return preview ? null : <title>{`${title} · ${agency}`}</title>;
}
