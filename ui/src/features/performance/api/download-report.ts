import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { reportFilename, reportPath, type ReportRequest } from '../report';

/**
 * The performance report as the server renders it (PDF or CSV). `subject` names the file: the client the
 * report covers, or null for the agency's.
 */
export function downloadReport(request: ReportRequest, subject: number | null): Promise<void> {
  return downloadFile(reportPath(request), reportFilename(request.format, subject));
}

export function useDownloadReport() {
  return useMutation({
    mutationFn: ({ request, subject }: { request: ReportRequest; subject: number | null }) =>
      downloadReport(request, subject),
  });
}
