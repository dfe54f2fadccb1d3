import { KanbanSquare, List, Search } from 'lucide-react';
import { useId } from 'react';
import { Select } from '@/components/input';
import { cn } from '@/lib/cn';
import { useClientOptions } from '../api/get-client-options';
import { PRIORITY_LABELS, STATUS_LABELS, TASK_PRIORITIES, TASK_STATUSES, type TaskFilters } from '../types';

export type TaskView = 'board' | 'list';

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
  const id = useId();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="relative flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search tasks
        </label>
        <Search className="pointer-events-none absolute top-2.5 left-3 size-5 text-slate-400" aria-hidden="true" />
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search tasks"
          className="block h-10 w-full rounded-lg border-0 bg-white pr-3 pl-10 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
      </div>
      <div className="grid gap-2 sm:grid-cols-3 lg:flex">
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
            <option key={client.id} value={String(client.id)}>
              {client.name}
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
