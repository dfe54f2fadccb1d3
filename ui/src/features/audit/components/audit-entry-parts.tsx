import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { cn } from '@/lib/cn';
import { dateFormat, formatRelativeTime } from '@/lib/format';
import { actionWords, isFailure, objectHref, objectWords, roleWords, splitActor, type AuditEntry } from '../audit-text';

// The cells of one entry, shared by the table (wide) and the cards (narrow).

/** A day and time in the reader's language, to the second ('long') or the minute ('short'). */
function timeFormat(timeStyle: 'long' | 'short'): Intl.DateTimeFormat {
  return dateFormat({ dateStyle: 'medium', timeStyle });
}

/** '5 minutes ago', with the day and time (the browser's own zone) under it and, to the second, on hover. */
export function When({ at }: { at: string }) {
  const date = new Date(at);
  return (
    <time dateTime={at} title={timeFormat('long').format(date)} className="block">
      <span className="block font-medium text-slate-800">{formatRelativeTime(date)}</span>
      <span className="block text-xs text-slate-500">{timeFormat('short').format(date)}</span>
    </time>
  );
}

export function Who({ entry }: { entry: AuditEntry }) {
  const { name, email } = splitActor(entry.actor_name);
  return (
    <div className="min-w-0">
      <p className="font-medium wrap-anywhere text-slate-800" title={email ?? undefined}>
        <bdi>{name}</bdi>
      </p>
      <p className="text-xs text-slate-500">{roleWords(entry.actor_role)}</p>
    </div>
  );
}

export function What({ entry }: { entry: AuditEntry }) {
  const words = actionWords(entry.action);
  return isFailure(entry.action) ? (
    <Badge tone="danger">{words}</Badge>
  ) : (
    <span className="text-slate-800">{words}</span>
  );
}

export function AuditObject({ entry, admin }: { entry: AuditEntry; admin: boolean }) {
  const href = objectHref(entry, admin);
  const label = entry.object_label || '—';
  return (
    <div className="min-w-0">
      {href ? (
        <Link to={href} className="font-medium break-words text-brand-700 underline-offset-2 hover:underline">
          <bdi>{label}</bdi>
        </Link>
      ) : (
        <p className="break-words text-slate-800">
          <bdi>{label}</bdi>
        </p>
      )}
      {entry.object_type && <p className="text-xs text-slate-500">{objectWords(entry.object_type)}</p>}
    </div>
  );
}

export function ChangesToggle({
  open,
  count,
  controls,
  onToggle,
}: {
  open: boolean;
  count: number;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="mt-1 inline-flex items-center gap-1 rounded text-xs font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2"
    >
      <Trans>Changes ({count})</Trans>
      <ChevronDown className={cn('size-3.5 transition-transform', open && 'rotate-180')} aria-hidden="true" />
    </button>
  );
}
