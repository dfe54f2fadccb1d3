import { KanbanSquare, List } from 'lucide-react';
import { ClientFilter, FilterSelect, filterOptions, ListToolbar, ViewToggle } from '@/components/list-kit';
import { SearchInput } from '@/components/search-input';
import { PRIORITY_LABELS, STATUS_LABELS, TASK_PRIORITIES, TASK_STATUSES, type TaskFilters } from '../types';

export type TaskView = 'board' | 'list';

const VIEWS = [
  ['board', 'Board', KanbanSquare],
  ['list', 'List', List],
] as const;

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filters: TaskFilters;
  onFilter: (key: Exclude<keyof TaskFilters, 'search'>, value: string) => void;
  view: TaskView;
  onView: (view: TaskView) => void;
}

export function TaskToolbar({ search, onSearch, filters, onFilter, view, onView }: Props) {
  return (
    <ListToolbar
      search={<SearchInput label="Search tasks" value={search} onChange={onSearch} placeholder="Search tasks" />}
      view={<ViewToggle views={VIEWS} value={view} onChange={onView} />}
    >
      <FilterSelect
        label="Filter by status"
        value={filters.status}
        onChange={(value) => onFilter('status', value)}
        all="All statuses"
        options={filterOptions(TASK_STATUSES, STATUS_LABELS)}
      />
      <FilterSelect
        label="Filter by priority"
        value={filters.priority}
        onChange={(value) => onFilter('priority', value)}
        all="All priorities"
        options={filterOptions(TASK_PRIORITIES, PRIORITY_LABELS)}
      />
      <ClientFilter value={filters.client} onChange={(value) => onFilter('client', value)} />
    </ListToolbar>
  );
}
