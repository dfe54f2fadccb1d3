import { describe, expect, it } from 'vitest';
import { withQuery } from '@/lib/api';
import {
  auditExportPath,
  auditFilterParams,
  auditPageParams,
  auditRangeError,
  hasAuditFilters,
  mergePeople,
  NO_AUDIT_FILTERS,
  peopleOf,
} from './audit-filters';

describe('filters to the query string', () => {
  it('leaves out what is not filtered', () => {
    expect(withQuery('/audit-log/', auditPageParams(NO_AUDIT_FILTERS, 1))).toBe('/audit-log/?page_size=25');
    expect(auditExportPath(NO_AUDIT_FILTERS)).toBe('/audit-log/export/');
  });

  it('sends each filter under the name the server reads', () => {
    const filters = { action: 'invoice_paid', client: '3', actor: '1', from: '2026-11-01', to: '2026-11-30' } as const;
    expect(auditFilterParams(filters)).toEqual({
      action: 'invoice_paid',
      client: 3,
      actor: 1,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(withQuery('/audit-log/', auditPageParams(filters, 3))).toBe(
      '/audit-log/?action=invoice_paid&client=3&actor=1&from=2026-11-01&to=2026-11-30&page=3&page_size=25',
    );
    expect(auditExportPath(filters)).toBe(
      '/audit-log/export/?action=invoice_paid&client=3&actor=1&from=2026-11-01&to=2026-11-30',
    );
  });

  it('keeps the page out of the export and off the first page', () => {
    const filters = { ...NO_AUDIT_FILTERS, action: 'sign_in' } as const;
    expect(auditPageParams(filters, 1).page).toBeUndefined();
    expect(auditExportPath(filters)).toBe('/audit-log/export/?action=sign_in');
  });
});

describe('filter state', () => {
  it('knows when something is filtered', () => {
    expect(hasAuditFilters(NO_AUDIT_FILTERS)).toBe(false);
    expect(hasAuditFilters({ ...NO_AUDIT_FILTERS, from: '2026-11-01' })).toBe(true);
    expect(hasAuditFilters({ ...NO_AUDIT_FILTERS, actor: '4' })).toBe(true);
  });

  it('refuses a range that ends before it starts', () => {
    expect(auditRangeError({ from: '2026-11-02', to: '2026-11-01' })).toMatch(/start date/);
    expect(auditRangeError({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(auditRangeError({ from: '', to: '2026-11-01' })).toBeNull();
  });
});

describe('the people of the Who filter', () => {
  it('takes the actors of the entries, not the anonymous', () => {
    expect(
      peopleOf([
        { actor_user_id: 2, actor_name: 'Maya Chen <client@atrium.test>' },
        { actor_user_id: null, actor_name: 'anonymous' },
      ]),
    ).toEqual([{ id: 2, name: 'Maya Chen <client@atrium.test>' }]);
  });

  it('lists each once, by name', () => {
    const staff = [{ id: 1, name: 'Alex Morgan <admin@atrium.test>' }];
    const seen = [
      { id: 2, name: 'Maya Chen <client@atrium.test>' },
      { id: 1, name: 'Alex M. <admin@atrium.test>' },
    ];
    expect(mergePeople(staff, seen)).toEqual([
      { id: 1, name: 'Alex Morgan <admin@atrium.test>' },
      { id: 2, name: 'Maya Chen <client@atrium.test>' },
    ]);
  });
});
