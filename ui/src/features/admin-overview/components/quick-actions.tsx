import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowRight, MessageSquare, TrendingUp, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { sectionHref } from '@/lib/paths';

const ACTIONS: Array<{ to: string; title: MessageDescriptor; text: MessageDescriptor; icon: LucideIcon }> = [
  {
    // The clients screen opens its add form when the hash asks for it.
    to: `${sectionHref('clients')}?add=1`,
    title: msg`Add New Client`,
    text: msg`Set up a plan and invite them to the portal.`,
    icon: UserPlus,
  },
  {
    // Straight to the conversations waiting for an answer; the list's filter reads the hash.
    to: `${sectionHref('messages')}?filter=unread`,
    title: msg`Client Messages`,
    text: msg`Read and answer your clients.`,
    icon: MessageSquare,
  },
  {
    to: sectionHref('performance'),
    title: msg`Analytics Report`,
    text: msg`Growth and reach across clients.`,
    icon: TrendingUp,
  },
];

export function QuickActions() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Quick actions`} className="grid gap-4 sm:grid-cols-3">
      {ACTIONS.map(({ to, title, text, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="group flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-slate-900">{i18n._(title)}</span>
            <span className="block text-sm text-slate-500">{i18n._(text)}</span>
          </span>
          <ArrowRight
            className="size-4 text-slate-400 group-hover:text-brand-600 rtl:-scale-x-100"
            aria-hidden="true"
          />
        </Link>
      ))}
    </nav>
  );
}
