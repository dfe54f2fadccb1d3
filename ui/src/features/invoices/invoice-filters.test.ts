import { describe, expect, it } from 'vitest';
import { withQuery } from '@/lib/api';
import { dateRangeError, hasInvoiceFilters, invoiceListParams, NO_INVOICE_FILTERS } from './invoice-filters';
import { DEFAULT_SORT } from './invoice-sort';

describe('invoiceListParams', () => {
  it('asks for the first page newest first when nothing is chosen', () => {
    const params = invoiceListParams({
      search: '  ',
      filters: NO_INVOICE_FILTERS,
      sort: DEFAULT_SORT,
      page: 1,
      pageSize: 20,
    });
    expect(withQuery('/invoices/', params)).toBe('/invoices/?sort=-date&page_size=20');
  });

  it('sends every filter, the sort and the page', () => {
    const params = invoiceListParams({
      search: ' INV-2026 ',
      filters: { status: 'overdue', client: '7', date_from: '2026-01-01', date_to: '2026-03-31' },
      sort: { key: 'amount', descending: false },
      page: 3,
      pageSize: 20,
    });
    expect(withQuery('/invoices/', params)).toBe(
      '/invoices/?search=INV-2026&status=overdue&client=7&date_from=2026-01-01&date_to=2026-03-31&sort=amount&page=3&page_size=20',
    );
  });
});

describe('filters', () => {
  it('knows when anything narrows the list', () => {
    expect(hasInvoiceFilters('', NO_INVOICE_FILTERS)).toBe(false);
    expect(hasInvoiceFilters('acme', NO_INVOICE_FILTERS)).toBe(true);
    expect(hasInvoiceFilters('', { ...NO_INVOICE_FILTERS, date_to: '2026-01-01' })).toBe(true);
  });

  it('refuses a date range that ends before it starts', () => {
    expect(dateRangeError({ date_from: '2026-02-01', date_to: '2026-01-31' })).toMatch(/start date/);
    expect(dateRangeError({ date_from: '2026-02-01', date_to: '2026-02-01' })).toBeNull();
    expect(dateRangeError({ date_from: '', date_to: '2026-01-31' })).toBeNull();
  });
});
