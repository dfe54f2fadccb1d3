import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Button } from '@/components/button';
import { Input, Select } from '@/components/input';
import { clientFilterOptions, FilterSelect, filterOptions, ListToolbar } from '@/components/list-kit';
import { SearchInput } from '@/components/search-input';
import type { ClientOption } from '@/lib/client-options';
import { dateRangeError, hasInvoiceFilters, type InvoiceFilters } from '../invoice-filters';
import { sortParam, type SortState } from '../invoice-sort';
import { INVOICE_STATUSES, statusLabels } from '../types';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filters: InvoiceFilters;
  onFilter: <K extends keyof InvoiceFilters>(key: K, value: InvoiceFilters[K]) => void;
  onClear: () => void;
  clients: ClientOption[];
  sort: SortState;
  onSort: (sort: SortState) => void;
}

// On a phone the table folds its date and status columns away, and their sort buttons with them; this
// select offers the same six orders there.
const SORTS: Array<{ label: MessageDescriptor; sort: SortState }> = [
  { label: msg`Due date, latest first`, sort: { key: 'date', descending: true } },
  { label: msg`Due date, earliest first`, sort: { key: 'date', descending: false } },
  { label: msg`Amount, highest first`, sort: { key: 'amount', descending: true } },
  { label: msg`Amount, lowest first`, sort: { key: 'amount', descending: false } },
  { label: msg`Status: paid, pending, overdue`, sort: { key: 'status', descending: false } },
  { label: msg`Status: overdue, pending, paid`, sort: { key: 'status', descending: true } },
];

export function InvoiceToolbar({ search, onSearch, filters, onFilter, onClear, clients, sort, onSort }: Props) {
  const { t, i18n } = useLingui();
  const rangeError = dateRangeError(filters);
  return (
    <ListToolbar
      stacked
      search={
        <SearchInput
          label={t`Search invoices`}
          value={search}
          onChange={onSearch}
          placeholder={t`Search by invoice number, client or description`}
        />
      }
      // Explicit columns: an implicit one would grow to the client select's longest name.
      filtersClassName="grid grid-cols-2 gap-3 lg:grid-cols-[10rem_minmax(0,1fr)_10rem_10rem_auto] lg:items-end"
    >
      <FilterSelect
        label={t`Status`}
        hideLabel={false}
        value={filters.status}
        onChange={(value) => onFilter('status', value as InvoiceFilters['status'])}
        all={t`All statuses`}
        options={filterOptions(INVOICE_STATUSES, statusLabels(i18n))}
      />
      <FilterSelect
        label={t`Client`}
        hideLabel={false}
        value={filters.client}
        onChange={(value) => onFilter('client', value)}
        all={t`All clients`}
        options={clientFilterOptions(clients, 50)}
      />
      <Input
        label={t`Due from`}
        type="date"
        value={filters.date_from}
        max={filters.date_to || undefined}
        onChange={(e) => onFilter('date_from', e.target.value)}
      />
      <Input
        label={t`Due until`}
        type="date"
        value={filters.date_to}
        min={filters.date_from || undefined}
        onChange={(e) => onFilter('date_to', e.target.value)}
        error={rangeError ?? undefined}
      />
      <div className="col-span-2 @3xl:hidden sm:col-span-1">
        <Select
          label={t`Sort by`}
          value={sortParam(sort)}
          onChange={(e) => onSort(SORTS.find((option) => sortParam(option.sort) === e.target.value)!.sort)}
        >
          {SORTS.map((option) => (
            <option key={sortParam(option.sort)} value={sortParam(option.sort)}>
              {i18n._(option.label)}
            </option>
          ))}
        </Select>
      </div>
      {hasInvoiceFilters(search, filters) && (
        <Button
          variant="ghost"
          className="col-span-2 justify-self-start sm:col-span-1"
          icon={<X className="size-4" aria-hidden="true" />}
          onClick={onClear}
        >
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </ListToolbar>
  );
}
