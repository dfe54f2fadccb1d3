import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { allValues, type Schemas } from '@/lib/types';

export type { Plan } from '@/lib/billing-plans';

// The billing API's shapes, generated from the server's OpenAPI document (schema.d.ts).
export type Invoice = Schemas['Invoice'];
/** 'cancelled': credited in full by credit notes. */
export type InvoiceStatus = Schemas['InvoiceStatus'];
export type InvoiceSummary = Schemas['InvoiceSummary'];
export type InvoicePage = Schemas['Paginated_Invoice'];
export type ReminderSent = Schemas['ReminderSent'];
export type PaymentVerification = Schemas['PaymentVerification'];
export type PendingVerifications = Schemas['PendingVerifications'];
/** POST /admin/approve-verification/{id}/: the verification, the paid invoice, the next billing date. */
export type VerificationApproved = Schemas['Approved'];

export const INVOICE_STATUSES = allValues<InvoiceStatus>()(['paid', 'pending', 'overdue', 'cancelled']);

/** Shown with `i18n._(STATUS_LABELS[status])`. */
export const STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  paid: msg({ message: 'Paid', context: 'invoice status' }),
  pending: msg({ message: 'Pending', context: 'invoice status' }),
  overdue: msg({ message: 'Overdue', context: 'invoice status' }),
  cancelled: msg({ message: 'Cancelled', context: 'invoice status' }),
};

/** The status labels in the reader's language, for filterOptions(INVOICE_STATUSES, statusLabels(i18n)). */
export function statusLabels(i18n: I18n): Record<InvoiceStatus, string> {
  return {
    paid: i18n._(STATUS_LABELS.paid),
    pending: i18n._(STATUS_LABELS.pending),
    overdue: i18n._(STATUS_LABELS.overdue),
    cancelled: i18n._(STATUS_LABELS.cancelled),
  };
}

export const STATUS_TONES: Record<InvoiceStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  paid: 'success',
  pending: 'warning',
  overdue: 'danger',
  cancelled: 'neutral',
};

/** Mark as Paid and reminders are for invoices not paid yet (the server answers 409 otherwise); a cancelled one owes nothing. */
export function isUnpaid(invoice: { status: InvoiceStatus }): boolean {
  return invoice.status !== 'paid' && invoice.status !== 'cancelled';
}

/** A credit note can go on any invoice not yet cancelled (credited in full); the server answers 409 otherwise. */
export function canCredit(invoice: { status: InvoiceStatus }): boolean {
  return invoice.status !== 'cancelled';
}

/** The file name the server gives the PDF (Content-Disposition), used when saving it. */
export function pdfFilename(invoice: Pick<Invoice, 'invoice_number'>): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the server's file name
  return `${invoice.invoice_number}.pdf`;
}

/** Page size of the invoices table; the panels ask for 5 each (spec 000 section 9). */
export const INVOICE_PAGE_SIZE = 20;
export const PANEL_SIZE = 5;
