import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Select } from '@/components/input';
import { capitalize, CLIENT_STATUSES, PACKAGES, PAYMENT_STATUSES, PLATFORMS, type ClientFilters } from '../types';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filters: ClientFilters;
  onFilter: (key: Exclude<keyof ClientFilters, 'search'>, value: string) => void;
}

function options(values: readonly string[], allLabel: string) {
  return [
    <option key="all" value="all">
      {allLabel}
    </option>,
    ...values.map((value) => (
      <option key={value} value={value}>
        {capitalize(value)}
      </option>
    )),
  ];
}

export function ClientToolbar({ search, onSearch, filters, onFilter }: Props) {
  const extraActive = filters.package !== 'all' || filters.payment_status !== 'all' || filters.platform !== 'all';
  const [more, setMore] = useState(extraActive);
  const panelId = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <label htmlFor={`${panelId}-search`} className="sr-only">
            Search clients
          </label>
          <Search className="pointer-events-none absolute top-2.5 left-3 size-5 text-slate-400" aria-hidden="true" />
          <input
            id={`${panelId}-search`}
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder="Search by name, email or company"
            className="block h-10 w-full rounded-lg border-0 bg-white pr-3 pl-10 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          />
        </div>
        <div className="flex gap-3">
          <div className="flex-1 sm:w-44">
            <Select
              label="Filter by status"
              hideLabel
              value={filters.status}
              onChange={(e) => onFilter('status', e.target.value)}
            >
              {options(CLIENT_STATUSES, 'All statuses')}
            </Select>
          </div>
          <Button
            variant="secondary"
            icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
            aria-expanded={more}
            aria-controls={panelId}
            onClick={() => setMore((value) => !value)}
          >
            More Filters{extraActive ? ' (on)' : ''}
          </Button>
        </div>
      </div>
      {more && (
        <div
          id={panelId}
          className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3"
        >
          <Select label="Package" value={filters.package} onChange={(e) => onFilter('package', e.target.value)}>
            {options(PACKAGES, 'All packages')}
          </Select>
          <Select
            label="Payment status"
            value={filters.payment_status}
            onChange={(e) => onFilter('payment_status', e.target.value)}
          >
            {options(PAYMENT_STATUSES, 'All payment statuses')}
          </Select>
          <Select label="Platform" value={filters.platform} onChange={(e) => onFilter('platform', e.target.value)}>
            <option value="all">All platforms</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {platform}
              </option>
            ))}
          </Select>
        </div>
      )}
    </div>
  );
}
