import { KanbanSquare, List } from 'lucide-react';
import { Select } from '@/components/input';
import { SearchInput } from '@/components/search-input';
import { cn } from '@/lib/cn';
import { ellipsize } from '@/lib/text';
import { useClientOptions } from '@/lib/client-options';
import { PRIORITY_LABELS, STATUS_LABELS, TASK_PRIORITIES, TASK_STATUSES, type TaskFilters } from '../types';

export type TaskView = 'board' | 'list';

/** Characters of a client name in the filter's drop-down, which is otherwise as wide as the longest name. */
const OPTION_MAX = 48;

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filters: TaskFilters;
  onFilter: (key: Exclude<keyof TaskFilters, 'search'>, value: string) => void;
  view: TaskView;
  onView: (view: TaskView) => void;
}

export function TaskToolbar({ search, onSearch, filters, onFilter, view, onView }: Props) {
  const clients = useClientOptions();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchInput label="Search tasks" value={search} onChange={onSearch} placeholder="Search tasks" />
      {/* Fixed widths: a <select> is otherwise as wide as its longest option, a 200-character client name. */}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:flex lg:shrink-0 lg:*:w-40">
        <Select
          label="Filter by status"
          hideLabel
          value={filters.status}
          onChange={(e) => onFilter('status', e.target.value)}
        >
          <option value="all">All statuses</option>
          {TASK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
        <Select
          label="Filter by priority"
          hideLabel
          value={filters.priority}
          onChange={(e) => onFilter('priority', e.target.value)}
        >
          <option value="all">All priorities</option>
          {TASK_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_LABELS[priority]}
            </option>
          ))}
        </Select>
        <Select
          label="Filter by client"
          hideLabel
          value={filters.client}
          onChange={(e) => onFilter('client', e.target.value)}
        >
          <option value="all">All clients</option>
          {(clients.data ?? []).map((client) => (
            <option key={client.id} value={String(client.id)} title={client.name} dir="auto">
              {ellipsize(client.name, OPTION_MAX)}
            </option>
          ))}
        </Select>
      </div>
      <div role="group" aria-label="View" className="flex shrink-0 rounded-lg bg-slate-200/70 p-1">
        {(
          [
            ['board', 'Board', KanbanSquare],
            ['list', 'List', List],
          ] as const
        ).map(([value, label, Icon]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => onView(value)}
            className={cn(
              'flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold',
              view === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
