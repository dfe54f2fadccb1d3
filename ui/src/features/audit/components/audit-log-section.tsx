import { Trans, useLingui } from '@lingui/react/macro';
import { Download, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CardQuery } from '@/components/card-query';
import { ListEmpty, Pagination } from '@/components/list-kit';
import { errorMessage } from '@/lib/api-errors';
import { EXPORT_FAILED, useExportAuditLog } from '../api/export-audit-log';
import { useAuditLog, type AuditPage } from '../api/get-audit-log';
import { useStaff } from '../api/get-staff';
import {
  AUDIT_PAGE_SIZE,
  auditRangeError,
  hasAuditFilters,
  mergePeople,
  peopleOf,
  NO_AUDIT_FILTERS,
  type AuditFilters,
  type PersonOption,
} from '../audit-filters';
import { AuditFiltersBar } from './audit-filters-bar';
import { AuditTable } from './audit-table';

export { mayReadAuditLog } from '../audit-text';

/**
 * Settings › Audit log: who did what, when and from where, newest first. The agency reads everything; a
 * client's owner reads the entries about its own company (the server forces the client filter).
 */
export function AuditLogSection({ admin }: { admin: boolean }) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  // A reversed range is shown under the field; the list keeps the last valid filters meanwhile.
  const [valid, setValid] = useState(filters);
  if (!auditRangeError(filters) && valid !== filters) setValid(filters);
  const log = useAuditLog(valid, page);
  const exporter = useExportAuditLog();

  // Everyone the entries have shown so far stays in the "Who" filter, so a chosen person stays listed.
  const staff = useStaff(admin);
  const [seen, setSeen] = useState<readonly PersonOption[]>([]);
  const [seenPage, setSeenPage] = useState<AuditPage | undefined>(undefined);
  if (log.data && log.data !== seenPage) {
    setSeenPage(log.data);
    setSeen(mergePeople(seen, peopleOf(log.data.results)));
  }
  const people = mergePeople(staff.data ?? [], seen);

  function filter<K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  }
  function clear() {
    setFilters(NO_AUDIT_FILTERS);
    setPage(1);
  }

  return (
    <section aria-labelledby="audit-heading" className="space-y-4" data-testid="audit-log">
      <h2 id="audit-heading" className="pt-2 text-lg font-semibold text-slate-900">
        <Trans>Audit log</Trans>
      </h2>
      <Card
        as="h3"
        title={admin ? t`Everything that happened` : t`What happened in your company’s account`}
        description={t`Sign-ins, security, team, client, billing and settings changes: who, when and from where.`}
        actions={
          <Button
            variant="secondary"
            size="sm"
            icon={<Download className="size-4" aria-hidden="true" />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate(valid)}
          >
            <Trans>Export CSV</Trans>
          </Button>
        }
      >
        <div className="space-y-4 @container">
          <AuditFiltersBar filters={filters} onFilter={filter} people={people} admin={admin} />
          {exporter.isError && <Alert tone="error">{errorMessage(exporter.error, i18n._(EXPORT_FAILED))}</Alert>}
          <CardQuery query={log} failed={t`Could not load the audit log.`}>
            {(data) =>
              data.results.length === 0 ? (
                <ListEmpty
                  filtered={hasAuditFilters(valid)}
                  noun={t`entry`}
                  plural={t`entries`}
                  noMatch={t`No entry matches these filters.`}
                  onClear={clear}
                  icon={ScrollText}
                  title={t`Nothing recorded yet`}
                  description={t`Sign-ins and changes appear here as they happen.`}
                />
              ) : (
                <div className={log.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                  <AuditTable entries={data.results} admin={admin} />
                  <Pagination
                    label={t`Audit log pages`}
                    page={page}
                    pageSize={AUDIT_PAGE_SIZE}
                    count={data.count}
                    countExact={data.count_exact}
                    hasNext={data.next !== null}
                    onPage={setPage}
                  />
                </div>
              )
            }
          </CardQuery>
        </div>
      </Card>
    </section>
  );
}
