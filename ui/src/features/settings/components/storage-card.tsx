import { useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { useStorage } from '@/lib/storage-query';
import { StorageMeter } from '@/components/storage-meter';
import { storageLevel, storageWarning } from '@/lib/storage-use';
import { CardQuery } from '@/components/card-query';

/** A client's own storage: what its message attachments and post images take, against its quota. */
export function StorageCard() {
  const { t } = useLingui();
  const storage = useStorage();
  const warning = storage.data ? storageWarning(storage.data) : null;
  return (
    <Card title={t`Storage`} description={t`Files you attach to messages and images on your posts.`}>
      <CardQuery query={storage} failed={t`Could not load your storage.`} compact>
        {(data) => (
          <div className="space-y-3">
            <StorageMeter use={data} />
            {warning && <Alert tone={storageLevel(data) === 'full' ? 'error' : 'info'}>{warning}</Alert>}
          </div>
        )}
      </CardQuery>
    </Card>
  );
}
