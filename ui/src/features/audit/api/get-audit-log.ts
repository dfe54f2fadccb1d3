import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';
import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { auditPageParams, type AuditFilters } from '../audit-filters';

export type AuditPage = Schemas['Paginated_AuditEntry'];

export const auditKeys = {
  all: ['audit-log'] as const,
  page: (filters: AuditFilters, page: number) => [...auditKeys.all, filters, page] as const,
};

/** GET /audit-log/: one page, newest first (the agency: everything; a client's owner: its own company's). */
export function getAuditLog(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<AuditPage> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return getApi('/audit-log/', { query: auditPageParams(filters, page), signal });
}

// A new filter or page keeps the rows on screen until the next answer arrives.
export const useAuditLog = apiQuery(auditKeys.page, getAuditLog, { placeholderData: keepPreviousData });
