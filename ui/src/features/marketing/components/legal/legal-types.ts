import type { Branding } from '@/lib/branding-types';

export interface LegalDocument {
  title: string;
  description: string;
  intro: string;
  highlights: Array<{ icon: string; title: string; text: string }>;
  /** Each section is a heading and paragraphs; a paragraph starting with '- ' is a list item. */
  sections: Array<{ title: string; body: string[] }>;
  cta: { title: string; text: string; links: Array<{ to: string; label: string }> };
}

export type LegalKind = 'privacy' | 'terms' | 'refund' | 'cookies';
export type LegalBuilder = (branding: Branding) => LegalDocument;

/** A paragraph shown as a list item (see LegalDocument.sections). */
export function item(text: string): string {
  return `- ${text}`;
}
