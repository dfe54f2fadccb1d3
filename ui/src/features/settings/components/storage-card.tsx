import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-errors';
import { useStorage } from '@/lib/storage-query';
import { StorageMeter } from '@/components/storage-meter';
import { storageLevel, storageWarning } from '@/lib/storage-use';

/** A client's own storage: what its message attachments and post images take, against its quota. */
export function StorageCard() {
  const storage = useStorage();
  const warning = storage.data ? storageWarning(storage.data) : null;
  return (
    <Card title="Storage" description="Files you attach to messages and images on your posts.">
      {storage.isPending ? (
        <div className="flex justify-center py-4 text-brand-600">
          <Spinner className="size-6" label="Loading..." />
        </div>
      ) : storage.isError ? (
        <Alert tone="error">{errorMessage(storage.error, 'Could not load your storage.')}</Alert>
      ) : (
        <div className="space-y-3">
          <StorageMeter use={storage.data} />
          {warning && <Alert tone={storageLevel(storage.data) === 'full' ? 'error' : 'info'}>{warning}</Alert>}
        </div>
      )}
    </Card>
  );
}
