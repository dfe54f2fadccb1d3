import { createContext, useContext } from 'react';

/**
 * Present only while the build renders each page's first HTML (src/prerender.tsx, run by
 * scripts/prerender.mjs). Pages report their title and description through it (the server puts them into
 * the head), and what only the server knows when it sends the page (the year) comes from it as placeholders.
 */
export interface Prerender {
  setMeta: (title: string, description: string) => void;
  /** The current year as the server fills it in when it sends the page. */
  year: string;
}

export const PrerenderContext = createContext<Prerender | null>(null);

export function usePrerender(): Prerender | null {
  return useContext(PrerenderContext);
}

/**
 * This year: the one the server filled into the page's HTML (it marks the root with it), so hydrating that
 * HTML finds the same text; the browser's clock where the page came without it.
 */
export function useYear(): string {
  const prerender = usePrerender();
  if (prerender) return prerender.year;
  const fromServer = typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.year;
  return fromServer ?? String(new Date().getFullYear());
}
