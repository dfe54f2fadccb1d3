import { Trans } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { Conflict } from '@/lib/use-edit-form';
import { Button } from './button';

interface Props {
  conflict: Conflict;
  pending: boolean;
  onReload: () => void;
  onKeep: () => void;
}

/**
 * A save refused because someone else saved first: says so, lists where the form and the saved version
 * disagree, and offers both ways out. What the person typed stays in the form until they choose.
 */
export function ConflictNotice({ conflict, pending, onReload, onKeep }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The save button may be a long scroll away (a phone, a long form): bring the news to the person.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
    box.current?.focus();
  }, []);

  const { message, rows } = conflict;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300 ring-inset focus:outline-none"
    >
      <div className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p id={titleId} className="font-semibold">
            {message}
          </p>
          <p>
            <Trans>Your changes are still in the form. Nothing was saved.</Trans>
          </p>
        </div>
      </div>
      {rows.length > 0 ? (
        // A table from sm up; below it each field stacks (label, then yours and saved), since three columns
        // in a phone-wide box would break the words mid-letter.
        <table className="w-full border-separate border-spacing-0 overflow-hidden rounded-lg bg-white text-left ring-1 ring-amber-200 max-sm:block sm:table-fixed">
          <caption className="sr-only">
            <Trans>Fields that differ from the saved version</Trans>
          </caption>
          <thead className="text-xs text-amber-900 max-sm:sr-only">
            <tr>
              <th scope="col" className="w-1/4 px-3 py-2 font-semibold">
                <Trans>Field</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Yours</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Saved now</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block max-sm:divide-y max-sm:divide-amber-100">
            {rows.map((row) => (
              <tr key={row.key} className="align-top max-sm:block max-sm:space-y-1 max-sm:px-3 max-sm:py-2">
                <th
                  scope="row"
                  className="font-medium break-words text-slate-900 max-sm:block sm:border-t sm:border-amber-100 sm:px-3 sm:py-2"
                >
                  {row.label}
                  <span className="text-xs font-normal text-slate-500 max-sm:ml-2 sm:block">
                    {row.changedByYou ? <Trans>You changed this</Trans> : <Trans>Changed by someone else</Trans>}
                  </span>
                </th>
                <td className="break-words text-slate-900 max-sm:flex max-sm:gap-2 sm:border-t sm:border-amber-100 sm:px-3 sm:py-2">
                  <span className="w-20 shrink-0 text-slate-500 sm:hidden">
                    <Trans>Yours</Trans>
                  </span>
                  <bdi className="min-w-0">{row.yours}</bdi>
                </td>
                <td className="break-words text-slate-900 max-sm:flex max-sm:gap-2 sm:border-t sm:border-amber-100 sm:px-3 sm:py-2">
                  <span className="w-20 shrink-0 text-slate-500 sm:hidden">
                    <Trans>Saved now</Trans>
                  </span>
                  <bdi className="min-w-0">{row.saved}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>
          <Trans>None of the fields shown here differ from the saved version.</Trans>
        </p>
      )}
      <p className="text-amber-900">
        <Trans>
          Keep my changes saves only the fields you changed, on top of the saved version. Reload latest drops your
          changes and shows the saved version.
        </Trans>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="sm" onClick={onReload} disabled={pending}>
          <Trans>Reload latest</Trans>
        </Button>
        <Button size="sm" onClick={onKeep} loading={pending}>
          <Trans>Keep my changes</Trans>
        </Button>
      </div>
    </div>
  );
}
