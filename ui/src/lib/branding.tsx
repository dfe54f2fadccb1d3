import { createContext, useContext, type ReactNode } from 'react';
import { API_BASE } from './constants';
import type { Branding } from './branding-types';

// The server injects the merged branding document into index.html as a JSON data block, so the first
// paint needs no request; `vite dev` serves its own index.html, hence the fetch fallback.
const INLINE_ID = 'atrium-branding';

export function readInlineBranding(doc: Document = document): Branding | null {
  const text = doc.getElementById(INLINE_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Branding) : null;
  } catch {
    return null;
  }
}

export async function loadBranding(): Promise<Branding> {
  const inline = readInlineBranding();
  if (inline) return inline;
  const response = await fetch(`${API_BASE}/branding/`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`branding: HTTP ${response.status}`);
  return (await response.json()) as Branding;
}

const colorVars: Array<[keyof Branding['colors'], string]> = [
  ['primary', '--brand-primary'],
  ['primary_dark', '--brand-primary-dark'],
  ['accent', '--brand-accent'],
];

/** The brand palette in index.css derives every shade from these three custom properties. */
export function applyBrandColors(colors: Partial<Branding['colors']> | undefined, root = document.documentElement) {
  for (const [key, variable] of colorVars) {
    const value = colors?.[key];
    if (value && CSS.supports('color', value)) root.style.setProperty(variable, value);
  }
  if (colors?.primary) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
}

const BrandingContext = createContext<Branding | null>(null);

export function BrandingProvider({ value, children }: { value: Branding; children: ReactNode }) {
  return <BrandingContext.Provider value={value}>{children}</BrandingContext.Provider>;
}

export function useBranding(): Branding {
  const value = useContext(BrandingContext);
  if (!value) throw new Error('useBranding must be used inside BrandingProvider');
  return value;
}

/** For shared components that also render outside a provider (unit tests, isolated screens). */
export function useOptionalBranding(): Branding | null {
  return useContext(BrandingContext);
}

/** The agency name, or 'Atrium' outside a provider. */
export function useAgencyName(): string {
  return useOptionalBranding()?.agency.name ?? 'Atrium';
}
