import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { localDay } from '@/lib/days';
import { downloadFile } from '@/lib/download-file';
import { auditExportPath, type AuditFilters } from '../audit-filters';

/** Shown with `i18n._(EXPORT_FAILED)`. */
export const EXPORT_FAILED = msg`Could not export the audit log.`;

/** GET /audit-log/export/ with the list's filters: the CSV, saved under the server's name (its UTC day). */
export function exportAuditLog(filters: AuditFilters): Promise<void> {
  return downloadFile(auditExportPath(filters), `atrium-audit-log-${localDay(new Date())}.csv`, { serverName: true });
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
