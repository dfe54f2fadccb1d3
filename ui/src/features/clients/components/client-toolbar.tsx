import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { SearchInput } from '@/components/search-input';
import { Select } from '@/components/input';
import { cn } from '@/lib/cn';
import {
  capitalize,
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  NO_PLAN,
  PACKAGES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PLATFORMS,
  statusLabel,
  type ClientFilters,
} from '../types';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filters: ClientFilters;
  onFilter: (key: Exclude<keyof ClientFilters, 'search'>, value: string) => void;
  /** Whether the payment filter is offered: not to an agency member, who sees no billing. */
  money?: boolean;
}

function options(values: readonly string[], allLabel: string, label: (value: string) => string = capitalize) {
  return [
    <option key="all" value="all">
      {allLabel}
    </option>,
    ...values.map((value) => (
      <option key={value} value={value}>
        {label(value)}
      </option>
    )),
  ];
}

export function ClientToolbar({ search, onSearch, filters, onFilter, money = true }: Props) {
  const extraActive = filters.package !== 'all' || filters.payment_status !== 'all' || filters.platform !== 'all';
  const { t } = useLingui();
  const [more, setMore] = useState(extraActive);
  const panelId = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label={t`Search clients`}
          value={search}
          onChange={onSearch}
          placeholder={t`Search by name, email or company`}
        />
        <div className="flex gap-3">
          <div className="flex-1 sm:w-44">
            <Select
              label={t`Filter by status`}
              hideLabel
              value={filters.status}
              onChange={(e) => onFilter('status', e.target.value)}
            >
              {options(CLIENT_STATUSES, t`All statuses`, (value) => statusLabel(CLIENT_STATUS_LABELS, value))}
            </Select>
          </div>
          <Button
            variant="secondary"
            icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
            aria-expanded={more}
            aria-controls={panelId}
            onClick={() => setMore((value) => !value)}
          >
            {extraActive ? <Trans>More Filters (on)</Trans> : <Trans>More Filters</Trans>}
          </Button>
        </div>
      </div>
      {more && (
        <div
          id={panelId}
          className={cn(
            'grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200',
            money ? 'sm:grid-cols-3' : 'sm:grid-cols-2',
          )}
        >
          <Select label={t`Package`} value={filters.package} onChange={(e) => onFilter('package', e.target.value)}>
            {options(PACKAGES, t`All packages`)}
            {/* Clients nobody has put on a plan yet, such as those who registered alone. */}
            <option value={NO_PLAN}>{t`No plan`}</option>
          </Select>
          {money && (
            <Select
              label={t`Payment status`}
              value={filters.payment_status}
              onChange={(e) => onFilter('payment_status', e.target.value)}
            >
              {options(PAYMENT_STATUSES, t`All payment statuses`, (value) => statusLabel(PAYMENT_STATUS_LABELS, value))}
            </Select>
          )}
          <Select label={t`Platform`} value={filters.platform} onChange={(e) => onFilter('platform', e.target.value)}>
            <option value="all">{t`All platforms`}</option>
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
