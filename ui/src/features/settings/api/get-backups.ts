import type { Schemas } from '@/lib/types';
import { getApi } from '@/lib/typed-api';
import { apiQuery } from '@/lib/api-query';

/** The backup schedule from config.toml `[backup]` and the archives on disk, newest first. */
export type BackupList = Schemas['BackupList'];
export type BackupFile = Schemas['BackupFile'];

export const backupsKey = ['admin-backups'] as const;

/** GET /admin/backups/ (admins). */
export function getBackups(signal?: AbortSignal): Promise<BackupList> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an API path or query key, not prose
  return getApi('/admin/backups/', { signal });
}

export const useBackups = apiQuery(() => backupsKey, getBackups);
