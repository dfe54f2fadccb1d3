import { AlertTriangle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useStorage } from '@/lib/storage-query';
import { storageLevel, storageNote } from '@/lib/storage-use';

/**
 * Where a client uploads (the message box, the post form): says so when its storage is nearly or wholly used,
 * before the server refuses the upload; nothing while there is room. Clients only: the agency's own uploads
 * are never refused.
 */
export function StorageNotice({ className }: { className?: string }) {
  const storage = useStorage();
  const warning = storage.data ? storageNote(storage.data) : null;
  if (!storage.data || !warning) return null;
  const full = storageLevel(storage.data) === 'full';
  return (
    <p
      role="status"
      data-testid="storage-notice"
      className={cn(
        'flex items-start gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-inset',
        full ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
        className,
      )}
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{warning}</span>
    </p>
  );
}
