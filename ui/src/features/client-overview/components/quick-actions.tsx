import { useLingui } from '@lingui/react/macro';
import { ArrowRight, CreditCard, Link2, MessageSquare, PenSquare, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BILLING_HREF, CREATE_CONTENT_HREF } from '../links';

const cardClassName =
  'group flex w-full items-center gap-4 rounded-2xl bg-white p-5 text-start shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300';

function Face({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }): ReactNode {
  return (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-500">{text}</span>
      </span>
      <ArrowRight
        className="size-4 shrink-0 text-slate-400 group-hover:text-brand-600 rtl:-scale-x-100"
        aria-hidden="true"
      />
    </>
  );
}

interface Props {
  /** Null leaves the shortcut out: the seat does not open what it leads to. */
  onConnect: (() => void) | null;
  onMessage: (() => void) | null;
  createContent: boolean;
  billing: boolean;
}

/** Up to four shortcuts, those the seat opens: two open the overview's dialogs, two go to their sections. */
export function QuickActions({ onConnect, onMessage, createContent, billing }: Props) {
  const { t } = useLingui();
  if (!onConnect && !onMessage && !createContent && !billing) return null;
  return (
    <nav aria-label={t`Quick actions`} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {onConnect && (
        <button type="button" className={cardClassName} onClick={onConnect}>
          <Face icon={Link2} title={t`Connect Account`} text={t`Link Instagram or YouTube.`} />
        </button>
      )}
      {createContent && (
        <Link to={CREATE_CONTENT_HREF} className={cardClassName}>
          <Face icon={PenSquare} title={t`Create Content`} text={t`Plan a post for approval.`} />
        </Link>
      )}
      {onMessage && (
        <button type="button" className={cardClassName} onClick={onMessage}>
          <Face icon={MessageSquare} title={t`Send Message`} text={t`Write to your team.`} />
        </button>
      )}
      {billing && (
        <Link to={BILLING_HREF} className={cardClassName}>
          <Face icon={CreditCard} title={t`View Billing`} text={t`Plan, invoices and payments.`} />
        </Link>
      )}
    </nav>
  );
}
