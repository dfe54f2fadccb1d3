import { msg, t } from '@lingui/core/macro';
import { ApiError } from '@/lib/api';
import { daysPast } from '@/lib/days';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { ibanGroups } from '@/lib/iban';
import { translated } from '@/lib/i18n-labels';
import { invoiceMoney } from '@/lib/invoice-money';
import type { BankDetails, Invoice, InvoiceStatus } from './types';

/** Plan prices are whole amounts per month (spec 001 section 9), cents where there are any; invoices use `formatCents`. */
export function formatPrice(cents: number): string {
  return formatMoney(cents);
}

/** Whether a 'YYYY-MM-DD' day is over, by the browser's calendar. */
export function dayIsPast(day: string, now: Date = new Date()): boolean {
  return daysPast(day, now) > 0;
}

/** An RFC 3339 instant as its local day. */
export function formatInstantDay(instant: string | null | undefined): string {
  return instant ? formatDate(instant) : '';
}

/** Payment history: the paid invoices, the latest payment first. */
export function paymentHistory(invoices: readonly Invoice[]): Invoice[] {
  return invoices
    .filter((invoice) => invoice.status === 'paid')
    .sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? '') || b.id - a.id);
}

/** Summed in cents, never in floating dollars (0.1 + 0.2 is not 0.3). */
export function totalCents(invoices: readonly Pick<Invoice, 'amount_cents'>[]): number {
  return invoices.reduce((sum, invoice) => sum + invoice.amount_cents, 0);
}

/** What is still to pay on these invoices: their balances (gross less credit notes and part payments). */
export function balanceCents(invoices: readonly Invoice[]): number {
  return invoices.reduce((sum, invoice) => sum + invoiceMoney(invoice).balance_cents, 0);
}

/** An invoice the client still has to pay: not paid, not cancelled by a credit note, something left. */
export function isOpen(invoice: Invoice): boolean {
  return invoice.status !== 'paid' && invoice.status !== 'cancelled' && invoiceMoney(invoice).balance_cents > 0;
}

const STATUS_LABELS = translated<InvoiceStatus>({
  paid: msg({ message: 'Paid', context: 'an invoice' }),
  pending: msg({ message: 'Pending', context: 'an invoice' }),
  overdue: msg({ message: 'Overdue', context: 'an invoice' }),
  cancelled: msg({ message: 'Cancelled', context: 'an invoice' }),
});

type Tone = 'success' | 'warning' | 'danger' | 'neutral';
const TONES: Record<InvoiceStatus, Tone> = {
  paid: 'success',
  pending: 'warning',
  overdue: 'danger',
  cancelled: 'neutral',
};

/** Each status's label (read in the reader's language when it is read) and tone. */
export const INVOICE_STATUS = Object.fromEntries(
  (Object.keys(TONES) as InvoiceStatus[]).map((status) => [
    status,
    {
      get label() {
        return STATUS_LABELS[status];
      },
      tone: TONES[status],
    },
  ]),
) as Record<InvoiceStatus, { readonly label: string; tone: Tone }>;

export interface BankRow {
  label: string;
  /** As shown. */
  value: string;
  /** As copied: an IBAN without its spaces, which banking forms accept everywhere. */
  copy: string;
  /** A code (IBAN, SWIFT) in a monospace face; a name (the holder, the bank) in the text's. */
  mono: boolean;
}

/** The transfer details a client copies, in the order a banking form asks for them; empty ones left out. */
export function bankRows(bank: BankDetails): BankRow[] {
  const rows: BankRow[] = [
    { label: t`Account holder`, value: bank.admin_full_name, copy: bank.admin_full_name, mono: false },
    { label: t`IBAN`, value: ibanGroups(bank.iban), copy: bank.iban.replace(/\s+/g, ''), mono: true },
    { label: t`Bank`, value: bank.bank_name, copy: bank.bank_name, mono: false },
    { label: t`SWIFT / BIC`, value: bank.swift_code, copy: bank.swift_code, mono: true },
  ];
  return rows.filter((row) => row.value.trim() !== '');
}

/**
 * Verification and cancel failures (spec 001 section 8): the server's `error`, else its `message`, else the
 * screen's sentence. This server sends the same sentence in both, but a proxy's answer may carry either.
 */
export function billingError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.body?.error?.trim() || error.body?.message?.trim() || fallback;
}
