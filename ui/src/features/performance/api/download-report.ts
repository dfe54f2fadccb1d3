import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { reportFilename, reportPath, type ReportRequest } from '../report';

/**
 * The performance report as the server renders it (PDF or CSV), saved under the server's name. `subject`
 * (the client the report covers, null for the agency's) names the file only if the answer names none.
 */
export function downloadReport(request: ReportRequest, subject: number | null): Promise<void> {
  return downloadFile(reportPath(request), reportFilename(request.format, subject), { serverName: true });
}

export function useDownloadReport() {
  return useMutation({
    mutationFn: ({ request, subject }: { request: ReportRequest; subject: number | null }) =>
      downloadReport(request, subject),
  });
}
