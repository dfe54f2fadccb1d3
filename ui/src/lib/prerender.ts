import { createContext, useContext } from 'react';

/**
 * Present only while the build renders each page's first HTML (src/prerender.tsx, run by
 * scripts/prerender.mjs). Pages report their title and description through it, and parts that depend on
 * who is signed in render a neutral placeholder, since that HTML is the same for every visitor.
 */
export interface Prerender {
  setMeta: (title: string, description: string) => void;
}

export const PrerenderContext = createContext<Prerender | null>(null);

export function usePrerender(): Prerender | null {
  return useContext(PrerenderContext);
}
