import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteClient } from '../api/delete-client';
import type { Client } from '../types';

export function ClientDeleteDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const remove = useDeleteClient();
  return (
    <DeleteDialog
      open={client !== null}
      title={client ? `Delete ${client.name}?` : 'Delete client'}
      message="Are you sure you want to delete this client?"
      confirmLabel="Delete Client"
      onDelete={() => remove.mutateAsync(client!.id)}
      pending={remove.isPending}
      failed="Failed to delete client"
      thing="client"
      onClose={onClose}
    />
  );
}
