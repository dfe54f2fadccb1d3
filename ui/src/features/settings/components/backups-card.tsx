import { Trans, useLingui } from '@lingui/react/macro';
import { Archive, DatabaseBackup, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { DeleteDialog } from '@/components/delete-dialog';
import { errorMessage } from '@/lib/api-errors';
import { useCreateBackup } from '../api/create-backup';
import { useDeleteBackup } from '../api/delete-backup';
import { useBackups } from '../api/get-backups';
import { backupScheduleText, formatDateTime, formatSize, manualKeepText } from '../backups';
import { BackupDownloadDialog } from './backup-download-dialog';
import { OffsiteCopies } from './offsite-copies';
import { CardQuery } from '@/components/card-query';

/**
 * Admins: the backup schedule (set in the server's configuration), the archives on disk newest first, one taken now, and
 * each downloadable with the admin's password or deleted after a confirmation.
 */
export function BackupsCard() {
  const { t } = useLingui();
  const backups = useBackups();
  const create = useCreateBackup();
  const remove = useDeleteBackup();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <Card
      title={t`Backups`}
      description={t`Each archive holds the whole portal (database, uploads and keys), so downloading one asks for your password.`}
    >
      <CardQuery query={backups} failed={t`Could not load the backups.`}>
        {(data) => (
          <div className="space-y-4" data-testid="backups">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600" data-testid="backup-schedule">
                <span className="font-medium text-slate-900">{backupScheduleText(data.every_hours, data.keep)}</span>.{' '}
                <Trans>Whoever runs the server sets how often.</Trans>
              </p>
              <Button
                variant="secondary"
                loading={create.isPending}
                onClick={() => create.mutate()}
                icon={<DatabaseBackup className="size-4" aria-hidden="true" />}
              >
                {create.isPending ? t`Backing up…` : t`Back up now`}
              </Button>
            </div>
            <p className="text-sm text-slate-600" data-testid="backup-manual-keep">
              {manualKeepText(data.keep_manual)}
            </p>
            {data.media_in_bucket && (
              <p className="text-sm text-slate-600" data-testid="backup-media-in-bucket">
                <Trans>
                  Uploaded files are kept in cloud storage, not in these archives: each archive holds the database and a
                  list of those files.
                </Trans>
              </p>
            )}
            <OffsiteCopies offsite={data.offsite} />
            {create.isError && <Alert tone="error">{errorMessage(create.error, t`Could not take a backup.`)}</Alert>}
            {data.backups.length === 0 ? (
              <p className="text-sm text-slate-500">
                <Trans>No backups yet.</Trans>
              </p>
            ) : (
              <ul
                className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
                aria-label={t`Backup archives`}
              >
                {data.backups.map((backup) => (
                  <li
                    key={backup.file}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
                    data-testid="backup-row"
                  >
                    <div className="flex min-w-0 items-start gap-3">
                      <Archive className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                      <div className="min-w-0">
                        <p className="font-mono text-sm text-slate-900 wrap-anywhere">{backup.file}</p>
                        {/* The database version matters only to a restore, which the command line does. */}
                        <p
                          className="text-xs text-slate-500"
                          title={
                            backup.schema_version !== null ? t`Database version ${backup.schema_version}` : undefined
                          }
                        >
                          <span className="whitespace-nowrap">{formatSize(backup.bytes)}</span> ·{' '}
                          <span className="whitespace-nowrap">{formatDateTime(backup.created_at)}</span>
                        </p>
                      </div>
                    </div>
                    <div className="flex items-center gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Download ${backup.file}`}
                        icon={<Download className="size-4" aria-hidden="true" />}
                        onClick={() => setDownloading(backup.file)}
                      >
                        <Trans>Download</Trans>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Delete ${backup.file}`}
                        icon={<Trash2 className="size-4" aria-hidden="true" />}
                        onClick={() => setDeleting(backup.file)}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </CardQuery>
      <BackupDownloadDialog file={downloading} onClose={() => setDownloading(null)} />
      <DeleteDialog
        open={deleting !== null}
        title={t`Delete backup`}
        message={t`Delete ${deleting ?? ''}? The archive is removed from the server and cannot be restored from it afterwards.`}
        onDelete={() => remove.mutateAsync(deleting ?? '')}
        pending={remove.isPending}
        failed={t`Could not delete the backup.`}
        thing={t({ message: 'backup', comment: 'The thing a delete dialog names, as in "this backup"' })}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
