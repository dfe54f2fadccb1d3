import { addDays, localDay } from '@/lib/days';
import { centsToDollars, parseAmount } from '@/lib/money';

export interface InvoiceFormValues {
  /** A client id as the select holds it; '' until one is chosen. */
  client: string;
  /** What was typed in the amount input, in dollars. */
  amount: string;
  due_date: string;
  description: string;
}

export type InvoiceFormErrors = Partial<Record<keyof InvoiceFormValues, string>>;

/** What POST /invoices/ takes. No invoice_number: the server assigns the next INV-YYYY-NNNN. */
export interface InvoiceInput {
  client: number;
  amount: number;
  due_date: string;
  description: string;
}

export const DESCRIPTION_MAX = 1000;
/** A new invoice is due two weeks out unless changed (net 14, a common agency term). */
export const DEFAULT_DUE_DAYS = 14;

export function emptyInvoiceForm(today: Date = new Date(), client = ''): InvoiceFormValues {
  return { client, amount: '', due_date: addDays(localDay(today), DEFAULT_DUE_DAYS), description: '' };
}

/** Client, amount (more than 0, cents at most) and due date are required; description is optional. */
export function validateInvoiceForm(values: InvoiceFormValues): InvoiceFormErrors {
  const errors: InvoiceFormErrors = {};
  if (!values.client) errors.client = 'Client is required';
  const amount = parseAmount(values.amount);
  if ('error' in amount) errors.amount = amount.error;
  if (!values.due_date) errors.due_date = 'Due date is required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.due_date)) errors.due_date = 'Enter a valid date';
  if (values.description.trim().length > DESCRIPTION_MAX) {
    errors.description = `Description must be at most ${DESCRIPTION_MAX} characters`;
  }
  return errors;
}

/** Only called once validateInvoiceForm found nothing. The amount goes as a number (spec 000 section 5). */
export function toInvoiceInput(values: InvoiceFormValues): InvoiceInput {
  const amount = parseAmount(values.amount);
  if ('error' in amount) throw new Error(amount.error);
  return {
    client: Number(values.client),
    amount: centsToDollars(amount.cents),
    due_date: values.due_date,
    description: values.description.trim(),
  };
}
