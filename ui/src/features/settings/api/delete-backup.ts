import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backupsKey, type BackupList } from './get-backups';
import { deleteApi } from '@/lib/typed-api';

/** DELETE /admin/backups/{file}/: 204; 404 for a name the list does not show. */
export function deleteBackup(file: string): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return deleteApi('/admin/backups/{file}/', { path: { file } });
}

/** The archive leaves the list at once; the list then reloads from the server. */
export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackup,
    onSuccess: (_, file) => {
      queryClient.setQueryData<BackupList>(backupsKey, (list) =>
        list ? { ...list, backups: list.backups.filter((b) => b.file !== file) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: backupsKey });
    },
  });
}
