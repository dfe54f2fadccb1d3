import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

export interface BackupDownload {
  file: string;
  password: string;
}

/**
 * POST /admin/backups/{file}/download/ with the admin's password again: the archive is the whole portal.
 * A wrong password is a 422 naming `password`.
 */
export function downloadBackup({ file, password }: BackupDownload): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return downloadFile(`/admin/backups/${encodeURIComponent(file)}/download/`, file, { body: { password } });
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
