import { useLingui } from '@lingui/react/macro';
import { Input, Select } from '@/components/input';
import { clientFilterOptions } from '@/components/list-kit';
import { useClientOptions } from '@/lib/client-options';
import { cn } from '@/lib/cn';
import { auditRangeError, type AuditFilters, type PersonOption } from '../audit-filters';
import { actionWords, AUDIT_ACTIONS } from '../audit-text';

interface Props {
  filters: AuditFilters;
  onFilter: <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => void;
  people: readonly PersonOption[];
  admin: boolean;
}

/** The client picker reads the agency's clients, so it is only mounted for admins. */
function ClientSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const clients = useClientOptions();
  return (
    <Select label={t`Client`} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="all">{t`All clients`}</option>
      {clientFilterOptions(clients.data ?? []).map((option) => (
        <option key={option.value} value={option.value} title={option.title} dir={option.dir}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/** Action, client (the agency), who, and the days from and to. */
export function AuditFiltersBar({ filters, onFilter, people, admin }: Props) {
  const { t } = useLingui();
  const rangeError = auditRangeError(filters);
  return (
    // The agency's five filters as three over two across the card; a client owner's four on one row.
    <div
      className={cn(
        'grid grid-cols-1 gap-3 sm:grid-cols-2',
        admin
          ? '@2xl:grid-cols-6 @2xl:*:col-span-2 @2xl:*:last:col-span-3 @2xl:*:nth-4:col-span-3'
          : '@2xl:grid-cols-4',
      )}
      role="group"
      aria-label={t`Filters`}
    >
      <Select
        label={t`Action`}
        value={filters.action}
        onChange={(e) => onFilter('action', e.target.value as AuditFilters['action'])}
      >
        <option value="all">{t`All actions`}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {actionWords(action)}
          </option>
        ))}
      </Select>
      {admin && <ClientSelect value={filters.client} onChange={(value) => onFilter('client', value)} />}
      <Select label={t`Who`} value={filters.actor} onChange={(e) => onFilter('actor', e.target.value)}>
        <option value="all">{t`Everyone`}</option>
        {people.map((person) => (
          <option key={person.id} value={String(person.id)}>
            {person.name}
          </option>
        ))}
      </Select>
      <Input
        label={t({ message: 'From', context: 'a date' })}
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => onFilter('from', e.target.value)}
      />
      <Input
        label={t({ message: 'To', context: 'a date' })}
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        error={rangeError ?? undefined}
        onChange={(e) => onFilter('to', e.target.value)}
      />
    </div>
  );
}
