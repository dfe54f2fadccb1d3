import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { ChangeRow } from '../audit-changes';

/** Before → after, one line per field that changed (only the value where the entry has no before). */
export function AuditChangesPanel({ id, rows }: { id: string; rows: readonly ChangeRow[] }) {
  return (
    <dl id={id} className="space-y-1.5 rounded-lg bg-slate-50 px-3 py-2.5 text-xs ring-1 ring-slate-200">
      {rows.map((row) => (
        <div key={row.field} className="grid gap-x-3 gap-y-0.5 sm:grid-cols-[10rem_1fr]" data-testid="audit-change">
          <dt className="font-medium text-slate-600">{row.label}</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-slate-800">
            {row.before !== null && (
              <>
                <span className="wrap-anywhere text-slate-500">
                  <span className="sr-only">
                    <Trans context="a value before a change">from</Trans>{' '}
                  </span>
                  {row.before}
                </span>
                <ArrowRight className="size-3 shrink-0 text-slate-400" aria-hidden="true" />
              </>
            )}
            <span className="font-medium wrap-anywhere">
              {row.before !== null && (
                <span className="sr-only">
                  <Trans context="a value after a change">to</Trans>{' '}
                </span>
              )}
              {row.after}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
