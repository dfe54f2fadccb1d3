import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api';
import { useDeleteClient } from '../api/delete-client';
import type { Client } from '../types';

export function ClientDeleteDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const remove = useDeleteClient();
  const [error, setError] = useState<string | null>(null);

  function close() {
    setError(null);
    onClose();
  }

  async function confirm() {
    if (!client) return;
    setError(null);
    try {
      await remove.mutateAsync(client.id);
      close();
    } catch (caught) {
      setError((caught instanceof ApiError && caught.serverMessage) || 'Failed to delete client');
    }
  }

  return (
    <ConfirmDialog
      open={client !== null}
      title={client ? `Delete ${client.name}?` : 'Delete client'}
      message="Are you sure you want to delete this client?"
      confirmLabel="Delete Client"
      pending={remove.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
