import { msg } from '@lingui/core/macro';
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
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
  return withQuery('/analytics/report/', { format, period, client: client ?? undefined });
}

/**
 * The name the server gives the file, atrium-report-{client id|agency}-{YYYY-MM-DD}.{format} (UTC date),
 * used only when the answer's Content-Disposition names none: a client screen may not know its own id yet
 * (no account, no month), and the server's day is the one that counts around midnight.
 * `subject` is the client the report covers (a client user's own id), null for the agency.
 */
export function reportFilename(format: ReportFormat, subject: number | null, today: Date = new Date()): string {
  return `atrium-report-${subject ?? 'agency'}-${today.toISOString().slice(0, 10)}.${format}`;
}

/** Shown with `i18n._(REPORT_FAILED)`. */
export const REPORT_FAILED = msg`Could not download the report. Please try again.`;
