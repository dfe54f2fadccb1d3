import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useClientOptions } from '@/lib/client-options';
import { cn } from '@/lib/cn';
import { intlLocale } from '@/lib/i18n';
import { pageCount } from '@/lib/paging';
import { ellipsize } from '@/lib/text';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Select } from './input';

// The parts every searchable list screen (content, tasks, invoices, clients) is made of: a toolbar with the
// search and the filters, a view toggle, the empty states, and the page links under a paged table.

interface ListToolbarProps {
  /** The search box, first. */
  search?: ReactNode;
  /** The filter controls. */
  children: ReactNode;
  /** The view toggle, last on the row. */
  view?: ReactNode;
  /**
   * Search on its own line, above labelled filters laid out by `filtersClassName`; else one row (a column on
   * a phone) with hidden-label filters of a fixed width.
   */
  stacked?: boolean;
  filtersClassName?: string;
}

export function ListToolbar({ search, children, view, stacked = false, filtersClassName }: ListToolbarProps) {
  if (stacked) {
    return (
      <div className="space-y-3">
        {search}
        <div className={filtersClassName}>{children}</div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      {search}
      {/* Fixed widths: a <select> is otherwise as wide as its longest option, a 200-character client name. */}
      <div className={cn('grid grid-cols-1 gap-2 sm:grid-cols-3 lg:flex lg:shrink-0 lg:*:w-40', filtersClassName)}>
        {children}
      </div>
      {view}
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
  /** The whole text, where the label is cut short. */
  title?: string;
  dir?: 'auto';
}

interface FilterSelectProps {
  label: string;
  /** The label is read out but not shown (the "All …" option says what the select filters). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The first option, value 'all': 'All clients'. */
  all: string;
  options: readonly FilterOption[];
}

export function FilterSelect({ label, hideLabel = true, value, onChange, all, options }: FilterSelectProps) {
  return (
    <Select label={label} hideLabel={hideLabel} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="all">{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value} title={option.title} dir={option.dir}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/** Characters of a client name in a filter's drop-down, which is otherwise as wide as the longest name. */
const CLIENT_OPTION_MAX = 48;

/** Clients as filter options: the name cut short, whole in the tooltip, in its own writing direction. */
export function clientFilterOptions(
  clients: ReadonlyArray<{ id: number; name: string }>,
  max = CLIENT_OPTION_MAX,
): FilterOption[] {
  return clients.map((client) => ({
    value: String(client.id),
    label: ellipsize(client.name, max),
    title: client.name,
    dir: 'auto',
  }));
}

/** The "Filter by client" drop-down of an agency list, from the one clients query every picker shares. */
export function ClientFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const clients = useClientOptions();
  return (
    <FilterSelect
      label={t`Filter by client`}
      value={value}
      onChange={onChange}
      all={t`All clients`}
      options={clientFilterOptions(clients.data ?? [])}
    />
  );
}

/** Labels for a vocabulary, in its order: filterOptions(STATUSES, STATUS_LABELS). */
export function filterOptions<K extends string>(values: readonly K[], labels: Record<K, string>): FilterOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

interface ViewToggleProps<V extends string> {
  views: ReadonlyArray<readonly [V, string, LucideIcon]>;
  value: V;
  onChange: (view: V) => void;
  className?: string;
}

/** 'Grid | List | Calendar': pressed buttons in a group named "View". */
export function ViewToggle<V extends string>({ views, value, onChange, className }: ViewToggleProps<V>) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t({ message: 'View', context: 'a list view: grid, list or calendar' })}
      className={cn('flex shrink-0 rounded-lg bg-slate-200/70 p-1', className)}
    >
      {views.map(([view, label, Icon]) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            'flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold',
            value === view ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}

interface ListEmptyProps {
  /** A search or a filter is on: the list is empty because of them, and clearing them is offered. */
  filtered: boolean;
  /** 'task', 'tasks': "No matching tasks", "No task matches this search and these filters." */
  noun: string;
  plural: string;
  /** Said instead of the sentence above, when a screen has more to say. */
  noMatch?: string;
  onClear: () => void;
  /** What an empty list says before anything was ever added. */
  icon: LucideIcon;
  title: string;
  description: string;
}

export function ListEmpty({ filtered, noun, plural, noMatch, onClear, icon, title, description }: ListEmptyProps) {
  const { t } = useLingui();
  if (!filtered) return <EmptyState icon={icon} title={title} description={description} />;
  return (
    <EmptyState
      icon={SearchX}
      title={t`No matching ${plural}`}
      description={noMatch ?? t`No ${noun} matches this search and these filters.`}
      action={
        <Button variant="secondary" onClick={onClear}>
          <Trans>Clear search and filters</Trans>
        </Button>
      }
    />
  );
}

interface PaginationProps {
  /** Names the page links for a screen reader: 'Invoice pages'. */
  label: string;
  page: number;
  pageSize: number;
  count: number;
  /** False when the server stopped counting early: `count` is then a lower bound. */
  countExact?: boolean;
  onPage: (page: number) => void;
  hasNext: boolean;
}

/** '21–40 of 57 · Page 2 of 3', Previous and Next, under a paged table. */
export function Pagination({ label, page, pageSize, count, countExact = true, onPage, hasNext }: PaginationProps) {
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  const { t } = useLingui();
  const counted = count.toLocaleString(intlLocale());
  const total = countExact ? counted : t`at least ${counted}`;
  const pages = pageCount(count, pageSize);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
    >
      <p>
        <Trans>
          {first}–{last} of {total}
        </Trans>
        {countExact && (
          <span className="text-slate-500">
            {' '}
            ·{' '}
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
        )}
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={<ChevronLeft className="size-4" aria-hidden="true" />}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button size="sm" variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          <Trans>Next</Trans>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

interface SelectableListProps {
  /** The list's accessible name, e.g. 'Posts'. */
  label: string;
  /** The rows' plural in the select-all box's name: 'Select all shown posts'. */
  plural: string;
  allSelected: boolean;
  onToggleAll: () => void;
  /** The header's column names after the first (`first`), each a span sized like its cells. */
  columns: ReactNode;
  first: string;
  /** The rows: one `li` each. */
  children: ReactNode;
}

/** The List view of a selectable list: a header row (select all, the column names) over the rows. */
export function SelectableList({
  label,
  plural,
  allSelected,
  onToggleAll,
  columns,
  first,
  children,
}: SelectableListProps) {
  const { t } = useLingui();
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={allSelected}
          onChange={onToggleAll}
          aria-label={t`Select all shown ${plural}`}
        />
        <span className="flex-1">{first}</span>
        {columns}
        <span className="hidden w-8 md:block" />
      </div>
      <ul aria-label={label} className="divide-y divide-slate-100">
        {children}
      </ul>
    </div>
  );
}
