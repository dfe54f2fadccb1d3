import { numberFormat } from './format';
import { currentLocale } from './i18n';
import type { Schemas } from './types';

// What issue 29 adds to an invoice (net, tax lines, credit notes, part payments, the scan-to-pay code),
// shared by the agency's Invoices and the client's Billing, read through `invoiceMoney`: it also reads an
// invoice without those fields (one cached by a tab opened before the server was upgraded, a test's
// fixture) as one untaxed line with nothing credited, instead of breaking the screen.

export type InvoiceLine = Schemas['Line'];
/** One per rate on the invoice: the net it applies to and the tax it makes. */
export type InvoiceTax = Schemas['TaxGroup'];
export type CreditNote = Schemas['CreditNote'];
/** EPC069-12 ("GiroCode") for EUR, the Swiss QR-bill's SPC for CHF: the text to draw as a QR code. */
export type PaymentCode = Schemas['PaymentCode'];
export type TaxNote = Schemas['TaxNote'];
export interface InvoiceMoney {
  currency: string;
  /** The gross total (amount_cents, as it always was). */
  gross_cents: number;
  net_cents: number;
  tax_cents: number;
  lines: InvoiceLine[];
  taxes: InvoiceTax[];
  tax_note: TaxNote;
  tax_note_text: string;
  seller_tax_id: string;
  client_tax_id: string;
  credited_cents: number;
  received_cents: number;
  /** gross - credited - received: what is still to pay. */
  balance_cents: number;
  credit_notes: CreditNote[];
  payment_code: PaymentCode | null;
}

export type AnyInvoice = Pick<Schemas['Invoice'], 'amount_cents' | 'description' | 'status'> &
  Partial<Schemas['Invoice']>;

/** The invoice's money as issue 29 gives it, an older answer's gaps filled in the one way they can be. */
export function invoiceMoney(invoice: AnyInvoice): InvoiceMoney {
  const gross = invoice.amount_cents;
  const paid = invoice.status === 'paid';
  const lines = invoice.lines ?? [
    { description: invoice.description, net_cents: gross, tax_name: '', basis_points: 0, tax_cents: 0 },
  ];
  const credited = invoice.credited_cents ?? 0;
  const received = invoice.received_cents ?? (paid ? gross : 0);
  return {
    currency: invoice.currency ?? 'USD',
    gross_cents: gross,
    net_cents: invoice.net_cents ?? gross,
    tax_cents: invoice.tax_cents ?? 0,
    lines,
    taxes: invoice.taxes ?? [],
    tax_note: invoice.tax_note ?? 'none',
    tax_note_text: invoice.tax_note_text ?? '',
    seller_tax_id: invoice.seller_tax_id ?? '',
    client_tax_id: invoice.client_tax_id ?? '',
    credited_cents: credited,
    received_cents: received,
    balance_cents: invoice.balance_cents ?? Math.max(0, gross - credited - received),
    credit_notes: invoice.credit_notes ?? [],
    payment_code: invoice.payment_code ?? null,
  };
}

/** 2000 basis points -> "20%", 750 -> "7.5%" (the rate as its name would say it). */
export function percentText(basisPoints: number): string {
  if (currentLocale() !== 'en') {
    return numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  }
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** What can still be credited: the gross less what earlier credit notes took. */
export function creditableCents(money: Pick<InvoiceMoney, 'gross_cents' | 'credited_cents'>): number {
  return Math.max(0, money.gross_cents - money.credited_cents);
}
