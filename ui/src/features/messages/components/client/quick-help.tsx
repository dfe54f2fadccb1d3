import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, CreditCard, FileText, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { sectionHref, type Section } from '@/lib/paths';

interface Tile {
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: LucideIcon;
  /** What the composer is filled with, for the client to finish and send. */
  prompt: MessageDescriptor;
  section: Section;
  link: MessageDescriptor;
}

// Each tile starts a real question to the team and points at the screen that may already answer it.
const TILES: Tile[] = [
  {
    title: msg`Billing question`,
    text: msg`Invoices, payments and your plan.`,
    icon: CreditCard,
    prompt: msg`Hi, I have a question about my billing: `,
    section: 'billing',
    link: msg`See billing`,
  },
  {
    title: msg`Content feedback`,
    text: msg`Posts waiting for you, changes, ideas.`,
    icon: FileText,
    prompt: msg`Hi, about my content: `,
    section: 'content',
    link: msg`See content`,
  },
  {
    title: msg`Analytics help`,
    text: msg`Followers, reach and engagement.`,
    icon: BarChart3,
    prompt: msg`Hi, could you help me understand my analytics? `,
    section: 'performance',
    link: msg`See performance`,
  },
];

/** Quick Help (spec 001 section 2.7): start a question in the composer, or go to where the answer lives. */
export function QuickHelp({ onAsk }: { onAsk: (prompt: string) => void }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="quick-help-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="quick-help-title" className="mb-3 text-base font-semibold text-slate-900">
        <Trans>Quick Help</Trans>
      </h2>
      <ul className="space-y-2">
        {TILES.map(({ title, text, icon: Icon, prompt, section, link }) => (
          <li key={section} className="rounded-xl ring-1 ring-slate-200">
            <button
              type="button"
              onClick={() => onAsk(t(prompt))}
              className="flex w-full items-start gap-3 rounded-t-xl p-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{t(title)}</span>
                <span className="block text-xs text-slate-500">{t(text)}</span>
              </span>
            </button>
            <Link
              to={sectionHref(section)}
              className="block border-t border-slate-100 px-3 py-1.5 text-xs font-semibold text-brand-700 hover:bg-slate-50"
            >
              {t(link)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
