import { ShieldAlert } from 'lucide-react';
import { MESSAGES } from '@/lib/constants';

export function AccessDenied({ message = MESSAGES.accessDeniedAdmin }: { message?: string }) {
  return (
    <div
      role="alert"
      className="flex items-center gap-3 rounded-2xl bg-red-50 px-5 py-4 text-sm text-red-800 ring-1 ring-red-200"
    >
      <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
      {message}
    </div>
  );
}
