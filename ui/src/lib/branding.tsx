import { t } from '@lingui/core/macro';
import { LinguiContext } from '@lingui/react';
import { createContext, useContext, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
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

/* eslint-disable lingui/no-unlocalized-strings -- CSS custom properties and colours */
const colorVars: Array<[keyof Branding['colors'], string]> = [
  ['primary', '--brand-primary'],
  ['primary_dark', '--brand-primary-dark'],
  ['accent', '--brand-accent'],
];
/* eslint-enable lingui/no-unlocalized-strings */

/** The brand palette in index.css derives every shade from these three custom properties. */
export function applyBrandColors(colors: Partial<Branding['colors']> | undefined, root = document.documentElement) {
  for (const [key, variable] of colorVars) {
    const value = colors?.[key];
    if (value && CSS.supports('color', value)) root.style.setProperty(variable, value);
  }
  if (colors?.primary) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
}

const BrandingContext = createContext<Branding | null>(null);
const SetBrandingContext = createContext<((next: Branding) => void) | null>(null);

/**
 * The document as a reader of `locale` sees it: the operator's translations for that language over the agency's
 * texts, key by key (a list whole), as the server fills the page it sends (branding.rs, in_language).
 */
export function inLanguage(doc: Branding, locale: string): Branding {
  const { translations, ...own } = doc;
  const over = translations?.[locale];
  return over ? (merged(own, over) as Branding) : own;
}

function merged(base: unknown, over: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(base) || !isObject(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = key in out ? merged(out[key], value) : value;
  return out;
}

/** `value` is the document the page loaded with; Settings › Public site replaces it after a save. */
export function BrandingProvider({ value, children }: { value: Branding; children: ReactNode }) {
  const [current, setCurrent] = useState(value);
  // Re-read when the reader switches language (the footer's switch, Settings). The dashboard's prerendered
  // frame has no language provider around it: it reads the agency's own texts.
  const locale = useContext(LinguiContext)?.i18n.locale ?? 'en';
  const shown = useMemo(() => inLanguage(current, locale), [current, locale]);
  const set = useMemo(
    () => (next: Branding) => {
      applyBrandColors(next.colors);
      setCurrent(next);
    },
    [],
  );
  return (
    <SetBrandingContext.Provider value={set}>
      <BrandingContext.Provider value={shown}>{children}</BrandingContext.Provider>
    </SetBrandingContext.Provider>
  );
}

const InPreview = createContext(false);

/** Inside the Settings preview: pages leave the tab's title and meta alone. */
export function useInPreview(): boolean {
  return useContext(InPreview);
}

/**
 * A fixed document for one part of the page (the Settings preview), without touching the page's own. The brand
 * shades of index.css are worked out on <html>, so they are worked out again here from the draft's colours.
 */
export function BrandingPreview({ value, children }: { value: Branding; children: ReactNode }) {
  return (
    <InPreview.Provider value={true}>
      <BrandingContext.Provider value={value}>
        <div style={brandStyle(value.colors)}>{children}</div>
      </BrandingContext.Provider>
    </InPreview.Provider>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- CSS values */
function brandStyle(colors: Partial<Branding['colors']> | undefined): CSSProperties {
  const ok = (value: string | undefined) => (value && CSS.supports('color', value) ? value : undefined);
  const primary = ok(colors?.primary) ?? 'var(--brand-primary)';
  const dark = ok(colors?.primary_dark) ?? 'var(--brand-primary-dark)';
  const mix = (base: string, share: number, other: string) => `color-mix(in oklab, ${base} ${share}%, ${other})`;
  const style: Record<string, string> = {
    '--color-brand-50': mix(primary, 7, 'white'),
    '--color-brand-100': mix(primary, 14, 'white'),
    '--color-brand-200': mix(primary, 28, 'white'),
    '--color-brand-300': mix(primary, 48, 'white'),
    '--color-brand-400': mix(primary, 70, 'white'),
    '--color-brand-500': mix(primary, 86, 'white'),
    '--color-brand-600': primary,
    '--color-brand-700': dark,
    '--color-brand-800': mix(dark, 82, 'black'),
    '--color-brand-900': mix(dark, 64, 'black'),
    '--color-brand-950': mix(dark, 45, 'black'),
    '--color-accent-600': ok(colors?.accent) ?? 'var(--brand-accent)',
  };
  return style as CSSProperties;
}
/* eslint-enable lingui/no-unlocalized-strings */

/** Puts a saved document in force on this page at once (the server already serves it to new visits). */
export function useSetBranding(): (next: Branding) => void {
  return useContext(SetBrandingContext) ?? (() => {});
}

/** The wording of the start action: a trial only when the agency offers one. */
export function trialLabel(branding: Pick<Branding, 'site'>): string {
  const days = branding.site?.trial_days ?? 0;
  return days > 0 ? t`Start ${days}-Day Free Trial` : t`Get Started`;
}

/** Whether the shop pages (/cart, /checkout, /order-confirmation) exist. */
export function shopEnabled(branding: Pick<Branding, 'site'> | null): boolean {
  return branding?.site?.shop_enabled ?? true;
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
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name
  return useOptionalBranding()?.agency.name ?? 'Atrium';
}
