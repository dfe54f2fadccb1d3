import { Trans, useLingui } from '@lingui/react/macro';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { ListEmpty, Pagination } from '@/components/list-kit';
import { QueryState } from '@/components/query-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useClientOptions } from '@/lib/client-options';
import { useInvoices } from '../api/get-invoices';
import { dateRangeError, hasInvoiceFilters, NO_INVOICE_FILTERS, type InvoiceFilters } from '../invoice-filters';
import { DEFAULT_SORT, nextSort, type SortState } from '../invoice-sort';
import { formatCents } from '@/lib/money';
import { INVOICE_PAGE_SIZE } from '../types';
import { InvoiceActionDialogs } from './invoice-action-dialogs';
import { ExportButton } from './export-dialog';
import { InvoiceActionFeedback } from './invoice-action-feedback';
import { OverdueInvoicesPanel, RecentPaymentsPanel } from './invoice-panels';
import { InvoiceSummaryCards } from './invoice-summary-cards';
import { InvoiceTable } from './invoice-table';
import { InvoiceToolbar } from './invoice-toolbar';
import { NewInvoiceButton } from './new-invoice-button';
import { useInvoiceActions } from './use-invoice-actions';

export function InvoicesScreen() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<InvoiceFilters>(NO_INVOICE_FILTERS);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search);
  const rangeError = dateRangeError(filters);
  // A reversed range is shown as an error under the field; the list keeps the last valid range meanwhile.
  const [validFilters, setValidFilters] = useState(filters);
  if (!rangeError && validFilters !== filters) setValidFilters(filters);
  const query = { search: debouncedSearch, filters: validFilters, sort, page, pageSize: INVOICE_PAGE_SIZE };
  const invoices = useInvoices(query);
  const clients = useClientOptions();
  const actions = useInvoiceActions();
  const created = useTimedMessage(6_000);

  // Any change to what is listed starts again from the first page.
  function filter<K extends keyof InvoiceFilters>(key: K, value: InvoiceFilters[K]) {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  }
  function clear() {
    setSearch('');
    setFilters(NO_INVOICE_FILTERS);
    setPage(1);
  }

  const filtered = hasInvoiceFilters(debouncedSearch, validFilters);
  return (
    <div className="space-y-6 @container">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          <Trans>What your clients owe, what they paid, and what is late.</Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <ExportButton />
          <NewInvoiceButton
            variant="primary"
            client={filters.client === 'all' ? undefined : filters.client}
            onCreated={(invoice) => {
              const number = invoice.invoice_number;
              const amount = formatCents(invoice.amount_cents);
              const client = invoice.client_name;
              created.show(t`${number} for ${amount} created for ${client}.`);
            }}
          />
        </div>
      </div>
      <InvoiceSummaryCards />
      <InvoiceToolbar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        filters={filters}
        onFilter={filter}
        onClear={clear}
        clients={clients.data ?? []}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      {created.message && <Alert tone="success">{created.message}</Alert>}
      <InvoiceActionFeedback actions={actions} />
      <InvoiceActionDialogs actions={actions} />

      <QueryState
        query={invoices}
        loading={t`Loading invoices`}
        failed={t`Could not load the invoices.`}
        isEmpty={(data) => data.results.length === 0 && page === 1}
        empty={
          <ListEmpty
            filtered={filtered}
            noun={t`invoice`}
            plural={t`invoices`}
            noMatch={t`No invoice matches this search and these filters.`}
            onClear={clear}
            icon={Receipt}
            title={t`No invoices yet`}
            description={t`Invoices you issue to clients are listed here with their due dates and payment status.`}
          />
        }
      >
        {(data) => (
          <div
            className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            aria-busy={invoices.isFetching}
          >
            <InvoiceTable
              label={t`Invoices`}
              invoices={data.results}
              actions={actions}
              sort={sort}
              onSort={(key) => {
                setSort((current) => nextSort(current, key));
                setPage(1);
              }}
            />
            <Pagination
              label={t`Invoice pages`}
              page={page}
              pageSize={INVOICE_PAGE_SIZE}
              count={data.count}
              countExact={data.count_exact}
              hasNext={data.next !== null}
              onPage={setPage}
            />
          </div>
        )}
      </QueryState>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentPaymentsPanel />
        <OverdueInvoicesPanel actions={actions} />
      </div>
    </div>
  );
}
