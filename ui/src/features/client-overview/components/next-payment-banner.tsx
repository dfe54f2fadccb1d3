import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { payHref } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/days';
import { formatCents } from '@/lib/money';
import { paymentState, paymentWhen } from '../overview-figures';
import type { ClientStats } from '../types';

/**
 * The next payment from client-stats, with Pay Now to that invoice's bank transfer view in Billing
 * ('#billing?invoice=7'), or to the Billing section when the server names no invoice.
 */
export function NextPaymentBanner({ stats }: { stats: ClientStats }) {
  useLingui(); // paymentWhen speaks the reader's language: a switch of language renders this again
  const day = stats.next_payment_date;
  const cents = stats.next_payment_amount_cents ?? Math.round((stats.next_payment_amount ?? 0) * 100);
  if (!day || cents <= 0) return null;
  const state = paymentState(day);
  const overdue = state.tone === 'overdue';
  const amount = formatCents(cents);
  const dueDay = formatDay(day);
  const when = paymentWhen(state);
  return (
    <section
      aria-labelledby="next-payment-title"
      className={cn(
        'flex flex-col gap-4 rounded-2xl p-5 ring-1 sm:flex-row sm:items-center sm:p-6',
        overdue ? 'bg-red-50 ring-red-200' : 'bg-amber-50 ring-amber-200',
      )}
    >
      {/* Icon and words side by side even on a phone; only the button takes a line of its own there. */}
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <span
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-xl bg-white shadow-sm',
            overdue ? 'text-red-600' : 'text-amber-600',
          )}
        >
          <CalendarClock className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="next-payment-title" className="text-base font-semibold text-slate-900">
            {overdue ? <Trans>Payment overdue</Trans> : <Trans>Next payment</Trans>}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            <Trans>
              <span className="font-semibold text-slate-900 tabular-nums">{amount}</span> due{' '}
              <span className="font-semibold whitespace-nowrap text-slate-900">{dueDay}</span>{' '}
              <span className={overdue ? 'font-medium text-red-700' : 'text-slate-600'}>({when})</span>
            </Trans>
          </p>
        </div>
      </div>
      <Link
        to={payHref(stats.next_invoice_id)}
        className={buttonClasses(overdue ? 'danger' : 'primary', 'md', 'self-start sm:self-auto')}
      >
        <Trans>Pay Now</Trans>
      </Link>
    </section>
  );
}
