import { withQuery } from '@/lib/api';
import type { Period } from './types';

export type ReportFormat = 'pdf' | 'csv';

export interface ReportRequest {
  format: ReportFormat;
  period: Period;
  /** A client's id; none means the whole agency (admins) or the caller's own figures (clients). */
  client?: number | null;
}

/** GET /analytics/report/ (contract, "Reports"): the server scopes a client user to its own figures. */
export function reportPath({ format, period, client }: ReportRequest): string {
  return withQuery('/analytics/report/', { format, period, client: client ?? undefined });
}

/**
 * Close to the name the server gives the file (atrium-report-{client|agency}-{YYYY-MM-DD}.{format}); a
 * client's own report, or an admin's report on one client, is 'client', the whole agency 'agency'.
 */
export function reportFilename(
  { format, client }: ReportRequest,
  ownFigures: boolean,
  today: Date = new Date(),
): string {
  const scope = ownFigures ? 'client' : client ? `client-${client}` : 'agency';
  return `atrium-report-${scope}-${today.toISOString().slice(0, 10)}.${format}`;
}

export const REPORT_FAILED = 'Could not download the report. Please try again.';
