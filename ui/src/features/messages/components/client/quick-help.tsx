import { BarChart3, CreditCard, FileText, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { sectionHref, type Section } from '@/lib/paths';

interface Tile {
  title: string;
  text: string;
  icon: LucideIcon;
  /** What the composer is filled with, for the client to finish and send. */
  prompt: string;
  section: Section;
  link: string;
}

// Each tile starts a real question to the team and points at the screen that may already answer it.
const TILES: Tile[] = [
  {
    title: 'Billing question',
    text: 'Invoices, payments and your plan.',
    icon: CreditCard,
    prompt: 'Hi, I have a question about my billing: ',
    section: 'billing',
    link: 'See billing',
  },
  {
    title: 'Content feedback',
    text: 'Posts waiting for you, changes, ideas.',
    icon: FileText,
    prompt: 'Hi, about my content: ',
    section: 'content',
    link: 'See content',
  },
  {
    title: 'Analytics help',
    text: 'Followers, reach and engagement.',
    icon: BarChart3,
    prompt: 'Hi, could you help me understand my analytics? ',
    section: 'performance',
    link: 'See performance',
  },
];

/** Quick Help (spec 001 section 2.7): start a question in the composer, or go to where the answer lives. */
export function QuickHelp({ onAsk }: { onAsk: (prompt: string) => void }) {
  return (
    <section aria-labelledby="quick-help-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="quick-help-title" className="mb-3 text-base font-semibold text-slate-900">
        Quick Help
      </h2>
      <ul className="space-y-2">
        {TILES.map(({ title, text, icon: Icon, prompt, section, link }) => (
          <li key={title} className="rounded-xl ring-1 ring-slate-200">
            <button
              type="button"
              onClick={() => onAsk(prompt)}
              className="flex w-full items-start gap-3 rounded-t-xl p-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{title}</span>
                <span className="block text-xs text-slate-500">{text}</span>
              </span>
            </button>
            <Link
              to={sectionHref(section)}
              className="block border-t border-slate-100 px-3 py-1.5 text-xs font-semibold text-brand-700 hover:bg-slate-50"
            >
              {link}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
