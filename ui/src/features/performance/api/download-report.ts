import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import { reportFilename, reportPath, type ReportRequest } from '../report';

/** The performance report as the server renders it (PDF or CSV). */
export function downloadReport(request: ReportRequest, ownFigures: boolean): Promise<void> {
  return downloadFile(reportPath(request), reportFilename(request, ownFigures));
}

export function useDownloadReport(ownFigures: boolean) {
  return useMutation({ mutationFn: (request: ReportRequest) => downloadReport(request, ownFigures) });
}
