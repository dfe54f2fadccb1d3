import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  balanceCents,
  bankRows,
  billingError,
  dayIsPast,
  formatPrice,
  isOpen,
  paymentHistory,
  totalCents,
} from './billing-format';
import { formatDay } from '@/lib/days';
import { ibanGroups } from '@/lib/iban';
import type { BankDetails, Invoice } from './types';

function invoice(id: number, status: Invoice['status'], paid_at: string | null, amount_cents = 25000): Invoice {
  return {
    id,
    invoice_number: `INV-2026-${String(id).padStart(4, '0')}`,
    client: 1,
    client_name: 'Demo',
    client_email: 'client@atrium.test',
    amount: amount_cents / 100,
    amount_cents,
    // Untaxed, one line, nothing credited: what every invoice was before issue 29.
    currency: 'USD',
    net_cents: amount_cents,
    tax_cents: 0,
    lines: [{ description: '', net_cents: amount_cents, tax_name: '', basis_points: 0, tax_cents: 0 }],
    taxes: [],
    tax_note: 'none',
    tax_note_text: '',
    seller_tax_id: '',
    client_tax_id: '',
    credited_cents: 0,
    received_cents: paid_at ? amount_cents : 0,
    balance_cents: paid_at ? 0 : amount_cents,
    credit_notes: [],
    payment_code: null,
    due_date: '2026-12-01',
    status,
    description: '',
    created_at: '2026-11-01T00:00:00Z',
    paid_at,
    paid_amount_cents: paid_at ? amount_cents : null,
    subscription: null,
    last_reminded_at: null,
    reminder_count: 0,
    next_reminder_at: null,
  };
}

describe('money', () => {
  it('shows plan prices in whole dollars', () => {
    expect(formatPrice(25000)).toBe('$250');
    expect(formatPrice(300000)).toBe('$3,000');
  });

  it('sums in cents', () => {
    expect(totalCents([{ amount_cents: 10 }, { amount_cents: 20 }])).toBe(30);
  });
});

describe('formatDay', () => {
  it('keeps the calendar day whatever the time zone', () => {
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('dayIsPast', () => {
  it('compares calendar days, today not being past', () => {
    const now = new Date(2026, 10, 23, 23, 59);
    expect(dayIsPast('2026-11-22', now)).toBe(true);
    expect(dayIsPast('2026-11-23', now)).toBe(false);
    expect(dayIsPast('2026-12-01', now)).toBe(false);
  });
});

describe('paymentHistory', () => {
  it('lists paid invoices only, the latest payment first', () => {
    const list = [
      invoice(1, 'paid', '2026-09-03T10:00:00Z'),
      invoice(2, 'pending', null),
      invoice(3, 'paid', '2026-11-02T10:00:00Z'),
      invoice(4, 'overdue', null),
      invoice(5, 'paid', '2026-10-05T10:00:00Z'),
    ];
    expect(paymentHistory(list).map((item) => item.id)).toEqual([3, 5, 1]);
    expect(list.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('bank details', () => {
  const bank: BankDetails = {
    configured: true,
    admin_full_name: 'Atrium Agency LLC',
    iban: 'DE89370400440532013000',
    bank_name: 'Commerzbank',
    swift_code: 'COBADEFFXXX',
    additional_info: '',
  };

  it('groups the IBAN in fours for reading and copies it without spaces', () => {
    expect(ibanGroups('de89 3704 00440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    const iban = bankRows(bank).find((row) => row.label === 'IBAN')!;
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 00');
    expect(iban.copy).toBe('DE89370400440532013000');
  });

  it('leaves out what the agency did not fill in', () => {
    expect(bankRows({ ...bank, swift_code: ' ' }).map((row) => row.label)).toEqual(['Account holder', 'IBAN', 'Bank']);
  });
});

describe('billingError', () => {
  it('prefers the error field, then the message, then the fallback', () => {
    const both = new ApiError(409, 'm', { error: 'A payment is already waiting', message: 'other' });
    const messageOnly = new ApiError(400, 'm', { message: 'Amount must match' });
    const bare = new ApiError(502, 'm', null);
    expect(billingError(both, 'Failed')).toBe('A payment is already waiting');
    expect(billingError(messageOnly, 'Failed')).toBe('Amount must match');
    expect(billingError(bare, 'Failed')).toBe('Failed');
    expect(billingError(new TypeError('network'), 'Failed')).toBe('Failed');
  });
});

describe('open invoices after credit notes and part payments', () => {
  const base = invoice(7, 'pending', null, 12000);

  it('owes the balance, and nothing once cancelled', () => {
    const part = { ...base, received_cents: 5000, balance_cents: 7000 };
    const cancelled = { ...base, status: 'cancelled' as const, credited_cents: 12000, balance_cents: 0 };
    expect(isOpen(part)).toBe(true);
    expect(isOpen(cancelled)).toBe(false);
    expect(balanceCents([part, base])).toBe(19000);
  });
});
