import { t } from '@lingui/core/macro';
import { addDays, localDay } from '@/lib/days';
import { centsToDollars, parseAmount } from '@/lib/money-input';

/** One line of a new invoice: what was done, and its net amount as typed (major units of the currency). */
export interface InvoiceLineValues {
  description: string;
  amount: string;
}

export interface InvoiceFormValues {
  /** A client id as the select holds it; '' until one is chosen. */
  client: string;
  due_date: string;
  /** One line by default, as the form always had; up to LINES_MAX. */
  lines: InvoiceLineValues[];
}

/** Errors by field: `client`, `due_date`, and `lines.0.amount`, `lines.1.description`... for the lines. */
export type InvoiceFormErrors = Partial<Record<string, string>>;

/**
 * What POST /invoices/ takes. One line goes in the old shape (amount + description), which every server
 * version takes; several go as `lines`, each amount net. No invoice_number: the server assigns the next.
 */
export type InvoiceInput =
  | { client: number; amount: number; due_date: string; description: string }
  | { client: number; due_date: string; lines: Array<{ description: string; amount: number }> };

export const DESCRIPTION_MAX = 1000;
/** The server takes at most 12 lines on one invoice. */
export const LINES_MAX = 12;
/** A new invoice is due two weeks out unless changed (net 14, a common agency term). */
export const DEFAULT_DUE_DAYS = 14;

export const EMPTY_LINE: InvoiceLineValues = { description: '', amount: '' };

export function emptyInvoiceForm(today: Date = new Date(), client = ''): InvoiceFormValues {
  return { client, due_date: addDays(localDay(today), DEFAULT_DUE_DAYS), lines: [{ ...EMPTY_LINE }] };
}

export function lineField(index: number, field: keyof InvoiceLineValues): string {
  return `lines.${index}.${field}`;
}

/**
 * Client, due date and each line's amount (more than 0, at most the currency's decimals) are required; a
 * line's description is optional alone (as the one-line form always was) and required once there are more.
 */
export function validateInvoiceForm(values: InvoiceFormValues): InvoiceFormErrors {
  const errors: InvoiceFormErrors = {};
  if (!values.client) errors.client = t`Client is required`;
  if (!values.due_date) errors.due_date = t`Due date is required`;
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.due_date)) errors.due_date = t`Enter a valid date`;
  const several = values.lines.length > 1;
  values.lines.forEach((line, index) => {
    const amount = parseAmount(line.amount);
    if ('error' in amount) errors[lineField(index, 'amount')] = amount.error;
    const description = line.description.trim();
    if (several && !description) errors[lineField(index, 'description')] = t`Say what this line is for`;
    else if (description.length > DESCRIPTION_MAX)
      errors[lineField(index, 'description')] = t`Description must be at most ${DESCRIPTION_MAX} characters`;
  });
  if (values.lines.length > LINES_MAX) errors.client ??= t`An invoice has at most ${LINES_MAX} lines`;
  return errors;
}

/** The lines' net total in minor units, for the form's running total; lines not yet readable count 0. */
export function linesNetCents(lines: readonly InvoiceLineValues[]): number {
  return lines.reduce((total, line) => {
    const amount = parseAmount(line.amount);
    return total + ('cents' in amount ? amount.cents : 0);
  }, 0);
}

/** Only called once validateInvoiceForm found nothing. Amounts go as numbers (spec 000 section 5). */
export function toInvoiceInput(values: InvoiceFormValues): InvoiceInput {
  const lines = values.lines.map((line) => {
    const amount = parseAmount(line.amount);
    if ('error' in amount) throw new Error(amount.error);
    return { description: line.description.trim(), amount: centsToDollars(amount.cents) };
  });
  const [only] = lines;
  if (lines.length === 1 && only) {
    return {
      client: Number(values.client),
      amount: only.amount,
      due_date: values.due_date,
      description: only.description,
    };
  }
  return { client: Number(values.client), due_date: values.due_date, lines };
}

/**
 * The server's field names to the form's: `amount` and `description` are the first line's (the one-line
 * shape); `lines[1].amount`, `lines.1.amount` or `lines/1/amount` are that line's.
 */
export function invoiceFieldName(field: string): string {
  if (field === 'amount' || field === 'description') return lineField(0, field);
  const match = /^lines[.[/](\d+)]?[./]?(amount|description)$/.exec(field);
  return match ? lineField(Number(match[1]), match[2] as keyof InvoiceLineValues) : field;
}
