import { useEffect } from 'react';
import { useAgencyName } from '@/lib/branding';

/** Per-page <title> (React hoists it) and meta description (the one index.html already carries). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const agency = useAgencyName();
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return <title>{`${title} · ${agency}`}</title>;
}
