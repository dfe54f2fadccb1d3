import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { MetaLine } from '@/components/meta-line';
import { QueryState } from '@/components/query-state';
import { TruncatedText } from '@/components/truncated-text';
import { useOverdueInvoices, useRecentPayments } from '../api/get-invoices';
import { overdueText, sinceText } from '../dates';
import { formatDay } from '@/lib/days';
import { formatCents } from '@/lib/money';
import type { Invoice } from '../types';
import { InvoiceRowActions } from './invoice-row-actions';
import type { InvoiceActions } from './use-invoice-actions';

function InvoiceLine({ invoice, meta, children }: { invoice: Invoice; meta: string[]; children?: ReactNode }) {
  return (
    <li aria-label={`${invoice.invoice_number}, ${invoice.client_name}`} className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <TruncatedText as="p" text={invoice.client_name} className="text-sm font-medium text-slate-900" />
        <MetaLine className="text-xs text-slate-500">
          <span className="whitespace-nowrap">{invoice.invoice_number}</span>
          {meta.map((item) => (
            <span key={item} className="whitespace-nowrap">
              {item}
            </span>
          ))}
        </MetaLine>
      </div>
      <span className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
        {formatCents(invoice.amount_cents)}
      </span>
      {children}
    </li>
  );
}

// Descriptors read with the caller's i18n: a `t` handed in as an argument is no macro, and says nothing.

function paidSince(i18n: I18n, since: string): string {
  return i18n._(msg`Paid ${since}`);
}

function dueOn(i18n: I18n, day: string): string {
  return i18n._(msg`Due ${day}`);
}

/** The five newest payments received (spec 000 section 9: recent payments 5). */
export function RecentPaymentsPanel() {
  const { t, i18n } = useLingui();
  const payments = useRecentPayments();
  const paid = t({ message: 'Paid', context: 'invoice status' });
  return (
    <Card title={t`Recent Payments`} as="h3">
      <QueryState
        query={payments}
        size="panel"
        loading={t`Loading payments`}
        failed={t`Could not load the recent payments.`}
        empty={
          <p className="text-sm text-slate-500">
            <Trans>No payments received yet.</Trans>
          </p>
        }
      >
        {(list) => (
          <ul aria-label={t`Recent payments`} className="-my-3 divide-y divide-slate-100">
            {list.map((invoice) => (
              <InvoiceLine
                key={invoice.id}
                invoice={invoice}
                meta={[invoice.paid_at ? paidSince(i18n, sinceText(invoice.paid_at)) : paid]}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

/** The five longest overdue, each with a reminder and Mark as Paid at hand. */
export function OverdueInvoicesPanel({ actions }: { actions: InvoiceActions }) {
  const { t, i18n } = useLingui();
  const overdue = useOverdueInvoices();
  return (
    <Card title={t`Overdue Invoices`} as="h3">
      <QueryState
        query={overdue}
        size="panel"
        loading={t`Loading overdue invoices`}
        failed={t`Could not load the overdue invoices.`}
        empty={
          <p className="text-sm text-slate-500">
            <Trans>Nothing overdue. Every invoice past its due date is paid.</Trans>
          </p>
        }
      >
        {(list) => (
          <ul aria-label={t`Overdue invoices`} className="-my-3 divide-y divide-slate-100">
            {list.map((invoice) => (
              <InvoiceLine
                key={invoice.id}
                invoice={invoice}
                meta={[dueOn(i18n, formatDay(invoice.due_date)), overdueText(invoice.due_date)]}
              >
                <InvoiceRowActions invoice={invoice} actions={actions} compact />
              </InvoiceLine>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
