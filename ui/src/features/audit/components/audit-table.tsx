import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import { changeRows } from '../audit-changes';
import type { AuditEntry } from '../audit-text';
import { AuditChangesPanel } from './audit-changes-panel';
import { AuditObject, ChangesToggle, What, When, Who } from './audit-entry-parts';

/**
 * The entries as a table where the card is wide enough for five columns, as cards where it is not (a
 * container query, so it follows the card's width rather than the window's). "Changes" opens before → after
 * under the entry.
 */
export function AuditTable({ entries, admin }: { entries: readonly AuditEntry[]; admin: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="@container">
      <table aria-label={t`Audit log entries`} className="hidden w-full table-fixed text-left text-sm @2xl:table">
        <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-32 py-2.5 pr-3">
              <Trans>When</Trans>
            </th>
            <th scope="col" className="w-36 px-3 py-2.5">
              <Trans>Who</Trans>
            </th>
            <th scope="col" className="px-3 py-2.5">
              <Trans>What</Trans>
            </th>
            <th scope="col" className="w-48 px-3 py-2.5">
              <Trans>Object</Trans>
            </th>
            <th scope="col" className="w-24 py-2.5 pl-3">
              <Trans context="the address an action came from">From</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => {
            const rows = changeRows(entry.before, entry.after);
            const panel = `audit-changes-${entry.id}`;
            const expanded = open.has(entry.id);
            return (
              <Fragment key={entry.id}>
                <tr className="align-top" data-testid="audit-entry">
                  <td className="py-3 pr-3">
                    <When at={entry.at} />
                  </td>
                  <td className="px-3 py-3">
                    <Who entry={entry} />
                  </td>
                  <td className="px-3 py-3">
                    <What entry={entry} />
                    {rows.length > 0 && (
                      <div>
                        <ChangesToggle
                          open={expanded}
                          count={rows.length}
                          controls={panel}
                          onToggle={() => toggle(entry.id)}
                        />
                      </div>
                    )}
                  </td>
                  <td className="px-3 py-3">
                    <AuditObject entry={entry} admin={admin} />
                  </td>
                  <td className="py-3 pl-3 font-mono text-xs wrap-anywhere text-slate-600">{entry.address}</td>
                </tr>
                {expanded && (
                  <tr>
                    <td colSpan={5} className="pb-3">
                      <AuditChangesPanel id={panel} rows={rows} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>

      <ul aria-label={t`Audit log entries`} className="divide-y divide-slate-100 @2xl:hidden">
        {entries.map((entry) => {
          const rows = changeRows(entry.before, entry.after);
          const panel = `audit-card-changes-${entry.id}`;
          const address = entry.address;
          const expanded = open.has(entry.id);
          return (
            <li key={entry.id} className="space-y-2 py-3 text-sm" data-testid="audit-entry">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <What entry={entry} />
                </div>
                <div className="shrink-0 text-right">
                  <When at={entry.at} />
                </div>
              </div>
              <div className="grid grid-cols-2 gap-3">
                <Who entry={entry} />
                <AuditObject entry={entry} admin={admin} />
              </div>
              <p className="text-xs text-slate-500">
                <Trans context="the address an action came from">
                  From <span className="font-mono wrap-anywhere">{address}</span>
                </Trans>
              </p>
              {rows.length > 0 && (
                <>
                  <ChangesToggle
                    open={expanded}
                    count={rows.length}
                    controls={panel}
                    onToggle={() => toggle(entry.id)}
                  />
                  {expanded && <AuditChangesPanel id={panel} rows={rows} />}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
