import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backupsKey, type BackupFile, type BackupList } from './get-backups';
import { postApi } from '@/lib/typed-api';

/** POST /admin/backups/: 201 with the archive just written. */
export function createBackup(): Promise<BackupFile> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return postApi('/admin/backups/');
}

/** The new archive goes to the top at once; the list then reloads (the schedule may have pruned one). */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSuccess: (created) => {
      queryClient.setQueryData<BackupList>(backupsKey, (list) =>
        list ? { ...list, backups: [created, ...list.backups.filter((b) => b.file !== created.file)] } : list,
      );
      return queryClient.invalidateQueries({ queryKey: backupsKey });
    },
  });
}
