import { useEffect } from 'react';
import { useAgencyName, useInPreview } from '@/lib/branding';

/** Per-page <title> (React hoists it) and meta description (the one index.html already carries). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const agency = useAgencyName();
  // The Settings preview shows pages inside the dashboard, whose title and description stay its own.
  const preview = useInPreview();
  useEffect(() => {
    if (!preview) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description, preview]);
  return preview ? null : <title>{`${title} · ${agency}`}</title>;
}
