import { useLingui } from '@lingui/react/macro';
import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteClient } from '../api/delete-client';
import type { Client } from '../types';

export function ClientDeleteDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteClient();
  const name = client?.name ?? '';
  return (
    <DeleteDialog
      open={client !== null}
      title={client ? t`Delete ${name}?` : t`Delete client`}
      message={t`Are you sure you want to delete this client?`}
      confirmLabel={t`Delete Client`}
      onDelete={() => remove.mutateAsync(client!.id)}
      pending={remove.isPending}
      failed={t`Failed to delete client`}
      thing={t({ message: 'client', context: 'what failed' })}
      onClose={onClose}
    />
  );
}
