import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { invoiceMoney, percentText, type AnyInvoice, type InvoiceMoney } from '@/lib/invoice-money';
import { formatCents } from '@/lib/money';

interface Props {
  invoice: AnyInvoice;
  /** A link (or button) to each credit note's PDF, when the viewer may download it. */
  creditNotePdf?: (note: InvoiceMoney['credit_notes'][number]) => ReactNode;
}

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1 ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
    >
      <dt className="min-w-0">{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/** 'VAT on €100.00': a tax line, named by the agency, and the net it is charged on. */
function taxLabel(name: string, net: string, i18n: I18n): string {
  // A descriptor read with the caller's i18n: a `t` handed in as an argument is no macro, and says nothing.
  return i18n._(msg`${name} on ${net}`);
}

/**
 * An invoice's money as both sides read it: its lines, the net, one line per tax rate, the gross, the legal
 * note (reverse charge, exempt), both tax ids, then what credit notes took, what was received and the
 * balance, and the credit notes themselves.
 */
export function InvoiceBreakdown({ invoice, creditNotePdf }: Props) {
  const { t, i18n } = useLingui();
  const money = invoiceMoney(invoice);
  return (
    <div className="space-y-5 text-sm">
      <table className="w-full table-fixed text-left" aria-label={t`Invoice lines`}>
        <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              <Trans>Description</Trans>
            </th>
            <th scope="col" className="w-20 py-2 pr-3 text-right">
              <Trans>Tax</Trans>
            </th>
            <th scope="col" className="w-28 py-2 text-right">
              <Trans>Net</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {money.lines.map((line, index) => (
            <tr key={index} className="align-top">
              <td className="py-2 pr-3 break-words whitespace-pre-line text-slate-800">{line.description || '—'}</td>
              <td className="py-2 pr-3 text-right text-slate-600 tabular-nums">
                {line.tax_name ? percentText(line.basis_points) : '—'}
              </td>
              <td className="py-2 text-right text-slate-900 tabular-nums">{formatCents(line.net_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="ml-auto max-w-sm divide-y divide-slate-100" aria-label={t`Totals`}>
        <Row label={t`Net`} value={formatCents(money.net_cents)} />
        {money.taxes.map((tax) => (
          <Row
            key={`${tax.name}-${tax.basis_points}`}
            label={taxLabel(tax.name, formatCents(tax.net_cents), i18n)}
            value={formatCents(tax.tax_cents)}
          />
        ))}
        {money.taxes.length === 0 && money.tax_note === 'none' && money.tax_cents === 0 && (
          <Row label={t`Tax`} value={formatCents(0)} />
        )}
        <Row label={t`Gross`} value={formatCents(money.gross_cents)} strong />
        {money.credited_cents > 0 && <Row label={t`Credited`} value={`−${formatCents(money.credited_cents)}`} />}
        {money.received_cents > 0 && <Row label={t`Received`} value={`−${formatCents(money.received_cents)}`} />}
        <Row label={t`Balance`} value={formatCents(money.balance_cents)} strong />
      </dl>

      {money.tax_note_text && (
        <p
          className="rounded-lg bg-slate-50 px-3 py-2 text-slate-700 ring-1 ring-slate-200"
          data-tax-note={money.tax_note}
        >
          {money.tax_note_text}
        </p>
      )}
      {(money.seller_tax_id || money.client_tax_id) && (
        <dl className="grid grid-cols-1 gap-2 text-slate-600 sm:grid-cols-2">
          {money.seller_tax_id && (
            <div>
              <dt className="text-xs text-slate-500">
                <Trans>Our tax id</Trans>
              </dt>
              <dd className="font-mono break-all">{money.seller_tax_id}</dd>
            </div>
          )}
          {money.client_tax_id && (
            <div>
              <dt className="text-xs text-slate-500">
                <Trans>Client tax id</Trans>
              </dt>
              <dd className="font-mono break-all">{money.client_tax_id}</dd>
            </div>
          )}
        </dl>
      )}
      {money.credit_notes.length > 0 && (
        <section aria-label={t`Credit notes`} className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Credit notes</Trans>
          </h3>
          <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {money.credit_notes.map((note) => (
              <li key={note.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
                <span className="font-medium text-slate-900">{note.number}</span>
                <span className="text-slate-500">{formatDate(note.created_at)}</span>
                <span className="ml-auto font-medium text-slate-900 tabular-nums">
                  −{formatCents(note.amount_cents)}
                </span>
                {creditNotePdf?.(note)}
                {note.reason && <p className="w-full text-slate-600 break-words">{note.reason}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
