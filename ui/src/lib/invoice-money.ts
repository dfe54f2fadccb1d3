import type { Schemas } from './types';

// What issue 29 adds to an invoice (net, tax lines, credit notes, part payments, the scan-to-pay code),
// shared by the agency's Invoices and the client's Billing. Written here until the regenerated schema.d.ts
// carries it; every field is read through `invoiceMoney`, which also reads an answer from an older server
// (no such fields) as an invoice of one untaxed line with nothing credited.

export interface InvoiceLine {
  description: string;
  net_cents: number;
  tax_name: string | null;
  basis_points: number;
  tax_cents: number;
}

/** One per rate on the invoice: the net it applies to and the tax it makes. */
export interface InvoiceTax {
  name: string;
  basis_points: number;
  net_cents: number;
  tax_cents: number;
}

export interface CreditNote {
  id: number;
  number: string;
  invoice: number;
  invoice_number: string;
  client: number;
  client_name: string;
  currency: string;
  amount_cents: number;
  net_cents: number;
  tax_cents: number;
  reason: string;
  created_at: string;
}

/** EPC069-12 ("GiroCode") for EUR, the Swiss QR-bill's SPC for CHF: the text to draw as a QR code. */
export interface PaymentCode {
  kind: 'epc' | 'swiss';
  payload: string;
}

export type TaxNote = 'none' | 'reverse_charge' | 'exempt';

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

type AnyInvoice = Pick<Schemas['Invoice'], 'amount_cents' | 'description' | 'status'> &
  Partial<Record<string, unknown>>;

/** The invoice's money as issue 29 gives it, with an older answer's gaps filled in the one way they can be. */
export function invoiceMoney(invoice: AnyInvoice): InvoiceMoney {
  const raw = invoice as AnyInvoice & Partial<InvoiceMoney>;
  const gross = invoice.amount_cents;
  const paid = invoice.status === 'paid';
  const lines = raw.lines ?? [
    { description: invoice.description, net_cents: gross, tax_name: null, basis_points: 0, tax_cents: 0 },
  ];
  const credited = raw.credited_cents ?? 0;
  const received = raw.received_cents ?? (paid ? gross : 0);
  return {
    currency: raw.currency ?? 'USD',
    gross_cents: gross,
    net_cents: raw.net_cents ?? gross,
    tax_cents: raw.tax_cents ?? 0,
    lines,
    taxes: raw.taxes ?? [],
    tax_note: raw.tax_note ?? 'none',
    tax_note_text: raw.tax_note_text ?? '',
    seller_tax_id: raw.seller_tax_id ?? '',
    client_tax_id: raw.client_tax_id ?? '',
    credited_cents: credited,
    received_cents: received,
    balance_cents: raw.balance_cents ?? Math.max(0, gross - credited - received),
    credit_notes: raw.credit_notes ?? [],
    payment_code: raw.payment_code ?? null,
  };
}

/** 2000 basis points -> "20%", 750 -> "7.5%" (the rate as its name would say it). */
export function percentText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** What can still be credited: the gross less what earlier credit notes took. */
export function creditableCents(money: Pick<InvoiceMoney, 'gross_cents' | 'credited_cents'>): number {
  return Math.max(0, money.gross_cents - money.credited_cents);
}
